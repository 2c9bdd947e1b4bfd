import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DIGEST_HOURS, FAVOURITES_MAX, SAVED_SEARCHES_MAX, type SavedFilters } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { names } from '../../db/names.ts';
import {
  alertPreferences,
  detailModels,
  favourites,
  items,
  makers,
  models,
  savedSearches,
  serverSecrets,
  users,
} from '../../db/schema/index.ts';
import { rowsOf } from '../../db/transaction.ts';

const thumbnail = sql<string | null>`(SELECT p.picture_mini_name FROM pictures p WHERE p.item_no = ${items.itemNo}
  ORDER BY p.picture_index LIMIT 1)`;

/** A listing's columns an alert or a favourite names: title parts, status, price, secret. */
const listing = {
  itemNo: items.itemNo,
  year: items.year,
  ...names(makers, 'maker'),
  ...names(models, 'model'),
  ...names(detailModels, 'detailModel'),
  flag: items.flag,
  secret: items.secret,
  sellPrice: items.sellPrice,
  discountPrice: items.discountPrice,
  partners: items.partners,
};

/** Who an alert goes to: the account's contact, language and admission (what the search's visibility reads). */
const recipient = {
  userNo: users.userNo,
  email: users.email,
  phone: users.phone,
  language: users.language,
  admission: users.admission,
  favouriteAlerts: sql<boolean>`coalesce(${alertPreferences.favouriteAlerts}, true)`,
  texts: sql<boolean>`coalesce(${alertPreferences.sms} AND ${alertPreferences.verifiedPhone} = ${users.phone}, false)`,
};

const savedSearchColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  sms: savedSearches.sms,
  alerts: savedSearches.alerts,
  createdAt: savedSearches.createdAt,
  lastSentAt: savedSearches.lastSentAt,
};

export function createAlertsRepo(db: Db) {
  return {
    /** A listing as a favourite sees it (deleted ones too), or undefined. */
    async listing(itemNo: number) {
      const [row] = await db
        .select(listing)
        .from(items)
        .innerJoin(makers, eq(makers.makerNo, items.makerNo))
        .innerJoin(models, eq(models.modelNo, items.modelNo))
        .leftJoin(detailModels, eq(detailModels.detailModelNo, items.detailModelNo))
        .where(eq(items.itemNo, itemNo));
      return row;
    },

    async favourites(userNo: number) {
      return db
        .select({ ...listing, addedAt: favourites.createdAt, thumbnail })
        .from(favourites)
        .innerJoin(items, eq(items.itemNo, favourites.itemNo))
        .innerJoin(makers, eq(makers.makerNo, items.makerNo))
        .innerJoin(models, eq(models.modelNo, items.modelNo))
        .leftJoin(detailModels, eq(detailModels.detailModelNo, items.detailModelNo))
        .where(eq(favourites.userNo, userNo))
        .orderBy(desc(favourites.createdAt), desc(favourites.itemNo));
    },

    /**
     * Keeps listings as favourites with the price and status the buyer sees now; ones already kept stay as they
     * are, and nothing is added past FAVOURITES_MAX (counted in the same statement).
     */
    async addFavourites(userNo: number, itemNos: number[]) {
      if (itemNos.length === 0) return;
      const values = sql.join(
        itemNos.map((itemNo) => sql`(${itemNo}::bigint)`),
        sql`, `,
      );
      await db.execute(sql`
        INSERT INTO favourites (user_no, item_no, notified_sell_price, notified_discount_price, notified_flag)
        SELECT ${userNo}, i.item_no, i.sell_price, i.discount_price, i.flag
        FROM (VALUES ${values}) AS v(item_no) JOIN items i ON i.item_no = v.item_no
        LIMIT greatest(0, ${FAVOURITES_MAX} - (SELECT count(*) FROM favourites WHERE user_no = ${userNo}))
        ON CONFLICT DO NOTHING`);
    },

    async favouriteCount(userNo: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(favourites)
        .where(eq(favourites.userNo, userNo));
      return Number(row?.count ?? 0);
    },

    async removeFavourite(userNo: number, itemNo: number): Promise<boolean> {
      const removed = await db
        .delete(favourites)
        .where(and(eq(favourites.userNo, userNo), eq(favourites.itemNo, itemNo)))
        .returning({ itemNo: favourites.itemNo });
      return removed.length > 0;
    },

    async listings(itemNos: number[]) {
      if (itemNos.length === 0) return [];
      return db
        .select(listing)
        .from(items)
        .innerJoin(makers, eq(makers.makerNo, items.makerNo))
        .innerJoin(models, eq(models.modelNo, items.modelNo))
        .leftJoin(detailModels, eq(detailModels.detailModelNo, items.detailModelNo))
        .where(inArray(items.itemNo, itemNos));
    },

    async savedSearches(userNo: number) {
      return db
        .select(savedSearchColumns)
        .from(savedSearches)
        .where(eq(savedSearches.userNo, userNo))
        .orderBy(asc(savedSearches.id));
    },

    /** A new saved search, unless the account has SAVED_SEARCHES_MAX already (undefined then). */
    async addSavedSearch(
      userNo: number,
      body: { name: string; filters: SavedFilters; frequency: 'daily' | 'instant'; sms: boolean },
    ) {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          INSERT INTO saved_searches (user_no, name, filters, frequency, sms)
          SELECT ${userNo}, ${body.name}, ${JSON.stringify(body.filters)}::jsonb, ${body.frequency}, ${body.sms}
          WHERE (SELECT count(*) FROM saved_searches WHERE user_no = ${userNo}) < ${SAVED_SEARCHES_MAX}
          RETURNING id`),
      );
      return rows[0] === undefined ? undefined : Number(rows[0].id);
    },

    /** Changes the user's own saved search; false when it is not theirs (or gone). Saving turns its alerts on. */
    async updateSavedSearch(
      userNo: number,
      id: number,
      body: { name: string; filters: SavedFilters; frequency: 'daily' | 'instant'; sms: boolean },
    ): Promise<boolean> {
      const updated = await db
        .update(savedSearches)
        .set({ ...body, alerts: true })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userNo, userNo)))
        .returning({ id: savedSearches.id });
      return updated.length > 0;
    },

    async removeSavedSearch(userNo: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userNo, userNo)))
        .returning({ id: savedSearches.id });
      return removed.length > 0;
    },

    async preferences(userNo: number) {
      const [row] = await db
        .select({
          favouriteAlerts: recipient.favouriteAlerts,
          sms: sql<boolean>`coalesce(${alertPreferences.sms}, false)`,
          phoneVerified: sql<boolean>`coalesce(${alertPreferences.verifiedPhone} = ${users.phone}, false)`,
          phone: users.phone,
        })
        .from(users)
        .leftJoin(alertPreferences, eq(alertPreferences.userNo, users.userNo))
        .where(eq(users.userNo, userNo));
      return row;
    },

    async setPreferences(userNo: number, change: { favouriteAlerts?: boolean; sms?: boolean; verifiedPhone?: string }) {
      await db
        .insert(alertPreferences)
        .values({ userNo, ...change })
        .onConflictDoUpdate({ target: alertPreferences.userNo, set: change });
    },

    /** Turns one saved search's alerts off (an unsubscribe link); false when there is no such search. */
    async silenceSavedSearch(id: number): Promise<boolean> {
      const updated = await db
        .update(savedSearches)
        .set({ alerts: false })
        .where(eq(savedSearches.id, id))
        .returning({ id: savedSearches.id });
      return updated.length > 0;
    },

    /** Whether the account exists (an unsubscribe link of favourites names it). */
    async userExists(userNo: number): Promise<boolean> {
      const [row] = await db.select({ userNo: users.userNo }).from(users).where(eq(users.userNo, userNo));
      return row !== undefined;
    },

    /** The secret of name, made from a CSPRNG by the first process that asks; every process reads the same one. */
    async secret(name: string): Promise<string> {
      await db
        .insert(serverSecrets)
        .values({ name, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ secret: serverSecrets.secret })
        .from(serverSecrets)
        .where(eq(serverSecrets.name, name));
      return row!.secret;
    },
  };
}
export type AlertsRepo = ReturnType<typeof createAlertsRepo>;

/** The statements of the alert job, in its transaction (tx). */
export const alertJobRepo = {
  /** Takes the transaction-scoped advisory lock of key, false when another process's run holds it. */
  async tryLock(tx: Db, key: number): Promise<boolean> {
    const locked = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${key}) AS locked`),
    );
    return Boolean(locked[0]?.locked);
  },

  /** Saved searches with alerts on whose turn it is at now: instant ones always, daily ones a day after the last. */
  async dueSearches(tx: Db, now: Date) {
    const dayAgo = new Date(now.getTime() - DIGEST_HOURS * 3_600_000).toISOString();
    return tx
      .select({
        id: savedSearches.id,
        name: savedSearches.name,
        filters: savedSearches.filters,
        sms: savedSearches.sms,
        seenUntil: savedSearches.seenUntil,
        ...recipient,
      })
      .from(savedSearches)
      .innerJoin(users, eq(users.userNo, savedSearches.userNo))
      .leftJoin(alertPreferences, eq(alertPreferences.userNo, users.userNo))
      .where(
        and(
          eq(savedSearches.alerts, true),
          sql`(${savedSearches.frequency} = 'instant' OR ${savedSearches.lastSentAt} IS NULL
            OR ${savedSearches.lastSentAt} <= ${dayAgo}::timestamptz)`,
        ),
      )
      .orderBy(asc(savedSearches.id));
  },

  /**
   * The search has been looked at from `since` up to `until` (`sent`: a message went out then): a compare-and-set on
   * `since`, false when another run recorded the window first.
   */
  async searchSeen(tx: Db, id: number, window: { since: Date; until: Date }, sent: boolean): Promise<boolean> {
    const updated = await tx
      .update(savedSearches)
      .set(sent ? { seenUntil: window.until, lastSentAt: window.until } : { seenUntil: window.until })
      // Compared to the millisecond: the column keeps microseconds, a JavaScript Date milliseconds.
      .where(
        and(
          eq(savedSearches.id, id),
          sql`date_trunc('milliseconds', ${savedSearches.seenUntil}) = ${window.since.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: savedSearches.id });
    return updated.length > 0;
  },

  /** Favourites whose listing's price or status is not the one the buyer last knew, with the buyer. */
  async changedFavourites(tx: Db) {
    return tx
      .select({
        ...listing,
        notifiedSellPrice: favourites.notifiedSellPrice,
        notifiedDiscountPrice: favourites.notifiedDiscountPrice,
        notifiedFlag: favourites.notifiedFlag,
        ...recipient,
      })
      .from(favourites)
      .innerJoin(items, eq(items.itemNo, favourites.itemNo))
      .innerJoin(makers, eq(makers.makerNo, items.makerNo))
      .innerJoin(models, eq(models.modelNo, items.modelNo))
      .leftJoin(detailModels, eq(detailModels.detailModelNo, items.detailModelNo))
      .innerJoin(users, eq(users.userNo, favourites.userNo))
      .leftJoin(alertPreferences, eq(alertPreferences.userNo, users.userNo))
      .where(
        sql`(${favourites.notifiedFlag} <> ${items.flag} OR ${favourites.notifiedSellPrice} <> ${items.sellPrice}
          OR ${favourites.notifiedDiscountPrice} IS DISTINCT FROM ${items.discountPrice})`,
      )
      .orderBy(asc(users.userNo), asc(items.itemNo));
  },

  /** The buyer now knows the favourite's listing as it is. */
  async favouriteKnown(tx: Db, userNo: number, itemNo: number) {
    await tx.execute(sql`UPDATE favourites f SET notified_sell_price = i.sell_price,
        notified_discount_price = i.discount_price, notified_flag = i.flag
      FROM items i WHERE i.item_no = f.item_no AND f.user_no = ${userNo} AND f.item_no = ${itemNo}`);
  },
};
