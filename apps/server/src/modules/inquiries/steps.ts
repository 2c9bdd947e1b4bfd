import { INQUIRY_TRANSITIONS, type InquiryAction } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { BuyerNotices } from './buyer-notices.ts';
import type { InquiryRepo } from './repo.ts';

type StepChange = Omit<Parameters<InquiryRepo['transition']>[1], 'from' | 'to'>;

type Before = NonNullable<Awaited<ReturnType<InquiryRepo['transition']>>>;

/**
 * The one way an inquiry moves by an action (buyer, staff and receipt steps): a compare-and-set by the action's
 * transition, recorded in the inquiry's events, then what the step changes besides (`alongside`, e.g. the invoice it
 * issues), then the buyer's notice of it, all in the same transaction. Answers the row before the change, or undefined
 * when the inquiry was not where the action starts (nothing else is done then).
 */
export async function takeStep(
  tx: Db,
  repo: InquiryRepo,
  notices: BuyerNotices,
  action: InquiryAction,
  change: StepChange,
  alongside?: (before: Before) => Promise<void>,
) {
  const { from, to } = INQUIRY_TRANSITIONS[action];
  const before = await repo.transition(tx, { ...change, from, to });
  if (!before) return undefined;
  await alongside?.(before);
  await notices.queue(tx, action, change.ilNo, change.note ?? null);
  return before;
}

/** Steps in one transaction; the notices they queued go out once it has committed. */
export async function inStepTransaction<T>(db: Db, notices: BuyerNotices, work: (tx: Db) => Promise<T>): Promise<T> {
  const result = await inTransaction(db, work);
  await notices.deliver();
  return result;
}
