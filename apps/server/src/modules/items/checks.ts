import type { z } from 'zod';
import { FIELD_MESSAGES, type CurrentUser } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { createItemsRepo } from './repo.ts';

export function fieldError(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION', { fields });
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND');
}

/** A multipart form's fields that failed their schema, each with its message (or `invalid`). */
export function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= issue.message.startsWith('field.') ? issue.message : FIELD_MESSAGES.invalid;
  }
  return fields;
}

type OwnRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createItemsRepo>['lockOwn']>>>;

/** Runs `action` on the seller's own listing, locked for the transaction; anyone else's answers 404. */
export function ownItemLock(db: Db) {
  const repo = createItemsRepo(db);
  return function withOwn<T>(
    user: CurrentUser,
    itemNo: number,
    action: (tx: Db, item: OwnRow) => Promise<T>,
  ): Promise<T> {
    return inTransaction(db, async (tx) => {
      const item = await repo.lockOwn(tx, itemNo, user.userNo);
      if (!item) throw notFound();
      return action(tx, item);
    });
  };
}
