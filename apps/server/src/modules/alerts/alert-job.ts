import type { FastifyBaseLogger } from 'fastify';
import {
  ALERT_LISTINGS_MAX,
  effectivePrice,
  favouriteStatus,
  formatUsd,
  itemNumber,
  itemTitle,
  MASKED_PRICE,
  mustMaskDetails,
  ROUTES,
  routePath,
  type LanguageCode,
  type SearchItem,
} from '@market/domain';
import type { Database, Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MessageQueue } from '../../platform/message-queue.ts';
import type { Translate } from '../../platform/messages.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';
import type { SearchService } from '../search/service.ts';
import { signUnsubscribe, type Unsubscribe } from './links.ts';
import { alertJobRepo, createAlertsRepo } from './repo.ts';
import { LINK_SECRET } from './service.ts';

/** Any constant shared by all server processes: one alert run at a time across them. */
const ALERT_LOCK_KEY = 72_310_032;
/** How often the job looks: instant alerts go out within this, daily digests on the first run a day after the last. */
export const ALERT_INTERVAL_MS = 5 * 60_000;
/**
 * A listing counts as new once it is this old: a save still committing when the job reads would otherwise fall
 * behind the search's `seenUntil` and never be told (docs/decisions/0261).
 */
const SETTLE_MS = 2 * 60_000;

type Recipient = {
  userNo: number;
  email: string;
  phone: string;
  language: number;
  admission: boolean;
  texts: boolean;
};

export interface AlertJobDeps {
  database: Database;
  search: SearchService;
  messages: MessageQueue;
  mail: Translate;
  origin: string;
  log: FastifyBaseLogger;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** The mail, and the text when the buyer opted in with a verified phone, of one alert. */
function alertMessages(
  to: Recipient,
  texts: { subject: string; body: string; sms: string },
  sms: boolean,
): OutgoingMessage[] {
  const mail: OutgoingMessage = { channel: 'email', to: to.email, subject: texts.subject, body: texts.body };
  return sms && to.texts ? [mail, { channel: 'sms', to: to.phone, subject: texts.subject, body: texts.sms }] : [mail];
}

function priceText(item: SearchItem): string {
  if (item.masked) return MASKED_PRICE;
  const price = effectivePrice(item);
  return price === null ? '' : formatUsd(price);
}

/**
 * The alert job (issue 32): the new listings of saved searches (at once, or a daily digest: at most one a day per
 * search) and the price drops and status changes of favourites, queued as mail (and texts) in one transaction that
 * also records what each buyer has been told. A transaction-scoped advisory lock lets one process run at a time, so
 * runs in several processes send each alert once. Answers the messages queued.
 */
export function createAlertJob(deps: AlertJobDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createAlertsRepo(deps.database.db);

  /**
   * The alerts of the saved searches due at `at`, read before the job's transaction (the search's statements run on
   * the database, and the embedded one runs one transaction or statement at a time): each with the window it covers.
   */
  async function searchAlerts(at: Date, link: (target: Unsubscribe) => string) {
    const until = new Date(at.getTime() - SETTLE_MS);
    const out: { id: number; since: Date; until: Date; messages: OutgoingMessage[] }[] = [];
    for (const search of await alertJobRepo.dueSearches(deps.database.db, at)) {
      const since = search.seenUntil;
      if (since >= until) continue;
      let found: { items: SearchItem[]; total: number };
      try {
        found = await deps.search.newListings(search.filters, search, { since, until }, ALERT_LISTINGS_MAX);
      } catch (error) {
        // A filter the catalog no longer has (or one the account may no longer use): nothing to tell of.
        if (!(error instanceof AppError)) throw error;
        deps.log.warn({ savedSearch: search.id, code: error.code }, 'saved search no longer searchable');
        found = { items: [], total: 0 };
      }
      if (found.total === 0) {
        out.push({ id: search.id, since, until, messages: [] });
        continue;
      }
      const language = search.language as LanguageCode;
      const lines = found.items.map(
        (item) =>
          `${itemNumber(item.itemNo)} · ${itemTitle(item, language)} · ${priceText(item)}\n${deps.origin}${routePath('carDetail', { itemNo: item.itemNo })}`,
      );
      if (found.total > found.items.length)
        lines.push(deps.mail(language, 'alerts.search.more', { count: found.total - found.items.length }));
      const params = {
        name: search.name,
        count: found.total,
        listings: lines.join('\n\n'),
        link: `${deps.origin}${await deps.search.pagePath(search.filters)}`,
        unsubscribe: link({ kind: 's', id: search.id }),
      };
      const text = (part: string) => deps.mail(language, `alerts.search.${part}`, params);
      const messages = alertMessages(
        search,
        { subject: text('subject'), body: text('body'), sms: text('sms') },
        search.sms,
      );
      out.push({ id: search.id, since, until, messages });
    }
    return out;
  }

  async function favouriteAlerts(tx: Db, link: (target: Unsubscribe) => string): Promise<OutgoingMessage[]> {
    const changes = new Map<number, { to: Recipient & { favouriteAlerts: boolean }; lines: string[] }>();
    for (const row of await alertJobRepo.changedFavourites(tx)) {
      await alertJobRepo.favouriteKnown(tx, row.userNo, row.itemNo);
      const masked = mustMaskDetails(row);
      if (!row.favouriteAlerts || (row.secret && masked)) continue;
      const language = row.language as LanguageCode;
      const status = favouriteStatus(row.flag);
      const was = effectivePrice({
        ...row,
        sellPrice: row.notifiedSellPrice,
        discountPrice: row.notifiedDiscountPrice,
      });
      const price = effectivePrice(row);
      let change: string | undefined;
      if (row.notifiedFlag !== row.flag && (status === 'reserved' || status === 'sold')) change = status;
      else if (!masked && status === 'available' && was !== null && price !== null && price < was) change = 'priceDrop';
      if (!change) continue;
      const entry = changes.get(row.userNo) ?? { to: row, lines: [] };
      entry.lines.push(
        deps.mail(language, `alerts.favourites.${change}`, {
          number: itemNumber(row.itemNo),
          title: itemTitle(row, language),
          was: was === null ? '' : formatUsd(was),
          price: price === null ? '' : formatUsd(price),
          link: `${deps.origin}${routePath('carDetail', { itemNo: row.itemNo })}`,
        }),
      );
      changes.set(row.userNo, entry);
    }
    return [...changes.values()].flatMap(({ to, lines }) => {
      const language = to.language as LanguageCode;
      const params = {
        count: lines.length,
        changes: lines.join('\n\n'),
        link: `${deps.origin}${ROUTES.myPage}`,
        unsubscribe: link({ kind: 'f', id: to.userNo }),
      };
      const text = (part: string) => deps.mail(language, `alerts.favourites.${part}`, params);
      return alertMessages(to, { subject: text('subject'), body: text('body'), sms: text('sms') }, true);
    });
  }

  return {
    /** One run at the clock's time (or `at`); 0 when another process's run holds the lock. */
    async run(at: Date = now()): Promise<number> {
      const secret = await repo.secret(LINK_SECRET);
      const link = (target: Unsubscribe) =>
        `${deps.origin}/api/alerts/unsubscribe?token=${signUnsubscribe(secret, target)}`;
      const searches = await searchAlerts(at, link);
      const queued = await inTransaction(deps.database.db, async (tx) => {
        if (!(await alertJobRepo.tryLock(tx, ALERT_LOCK_KEY))) return 0;
        const messages: OutgoingMessage[] = [];
        // Each search's window is recorded by a compare-and-set on where it started: a run that read the same
        // window in another process, and got the lock after this one, sends nothing.
        for (const search of searches) {
          const sent = search.messages.length > 0;
          if (await alertJobRepo.searchSeen(tx, search.id, search, sent)) messages.push(...search.messages);
        }
        messages.push(...(await favouriteAlerts(tx, link)));
        await deps.messages.add(tx, messages);
        return messages.length;
      });
      if (queued > 0) await deps.messages.deliver();
      return queued;
    },
  };
}
export type AlertJob = ReturnType<typeof createAlertJob>;
