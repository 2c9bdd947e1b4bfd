import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffRequestQuery } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { names } from '../../db/names.ts';
import { countries, customRequestImages, customRequests, items, users } from '../../db/schema/index.ts';

/**
 * What the buyer's list and the staff queue show of a request. The outer column is spelled out: drizzle leaves a
 * column unqualified in a query without joins, and inside the subquery "ccs_no" would then be the image's own, so every
 * request counted every image.
 */
const requestColumns = {
  ccsNo: customRequests.ccsNo,
  kind: customRequests.kind,
  request: customRequests.request,
  itemNo: customRequests.itemNo,
  countryCode: countries.countryCode,
  ...names(countries, 'countryName'),
  createdAt: customRequests.createdAt,
  images: sql<number>`(SELECT count(*)::int FROM custom_request_images i WHERE i.ccs_no = "custom_requests"."ccs_no")`,
  reply: customRequests.reply,
  repliedAt: customRequests.repliedAt,
};

const replier = alias(users, 'replier');
const buyerColumns = {
  buyerNo: users.userNo,
  buyerId: users.userId,
  buyerName: users.name,
  buyerEmail: users.email,
  buyerLanguage: users.language,
};
const staffColumns = { ...requestColumns, ...buyerColumns, repliedBy: replier.userId };

type NewRequest = typeof customRequests.$inferInsert;

/** The SQL of custom car and price requests; a function that takes part in a transaction takes it first. */
export const customRequestRepo = {
  async insert(db: Db, values: NewRequest): Promise<number> {
    const [row] = await db.insert(customRequests).values(values).returning({ ccsNo: customRequests.ccsNo });
    return row!.ccsNo;
  },

  ofBuyer: (db: Db, userNo: number) =>
    db
      .select(requestColumns)
      .from(customRequests)
      .leftJoin(countries, eq(countries.countryNo, customRequests.countryNo))
      .where(eq(customRequests.userNo, userNo))
      .orderBy(desc(customRequests.ccsNo)),

  async itemFlag(db: Db, itemNo: number): Promise<number | undefined> {
    const [item] = await db.select({ flag: items.flag }).from(items).where(eq(items.itemNo, itemNo));
    return item?.flag;
  },

  /** The staff queue: unanswered first, then the newest; each with its buyer. */
  async staffPage(db: Db, query: StaffRequestQuery) {
    const where = and(
      query.kind ? eq(customRequests.kind, query.kind) : undefined,
      query.status === 'open' ? isNull(customRequests.repliedAt) : undefined,
      query.status === 'answered' ? isNotNull(customRequests.repliedAt) : undefined,
    );
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select(staffColumns)
        .from(customRequests)
        .innerJoin(users, eq(users.userNo, customRequests.userNo))
        .leftJoin(replier, eq(replier.userNo, customRequests.repliedBy))
        .leftJoin(countries, eq(countries.countryNo, customRequests.countryNo))
        .where(where)
        .orderBy(sql`${customRequests.repliedAt} IS NOT NULL`, desc(customRequests.ccsNo))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(customRequests)
        .where(where),
    ]);
    return { rows, total };
  },

  /** One request with its buyer (and the buyer's language, for the reply mail), or undefined. */
  async forStaff(db: Db, ccsNo: number, lock = false) {
    const query = db
      .select(staffColumns)
      .from(customRequests)
      .innerJoin(users, eq(users.userNo, customRequests.userNo))
      .leftJoin(replier, eq(replier.userNo, customRequests.repliedBy))
      .leftJoin(countries, eq(countries.countryNo, customRequests.countryNo))
      .where(eq(customRequests.ccsNo, ccsNo));
    const [row] = await (lock ? query.for('update', { of: customRequests }) : query);
    return row;
  },

  async setReply(tx: Db, ccsNo: number, reply: string, repliedBy: number): Promise<void> {
    await tx
      .update(customRequests)
      .set({ reply, repliedAt: new Date(), repliedBy })
      .where(eq(customRequests.ccsNo, ccsNo));
  },

  async image(db: Db, ccsNo: number, index: number) {
    const [image] = await db
      .select({ imageName: customRequestImages.imageName, miniName: customRequestImages.miniName })
      .from(customRequestImages)
      .where(and(eq(customRequestImages.ccsNo, ccsNo), eq(customRequestImages.imageIndex, index)));
    return image;
  },

  async ownedBy(db: Db, ccsNo: number, userNo: number): Promise<boolean> {
    const [owned] = await db
      .select({ ccsNo: customRequests.ccsNo })
      .from(customRequests)
      .where(and(eq(customRequests.ccsNo, ccsNo), eq(customRequests.userNo, userNo)));
    return Boolean(owned);
  },

  /** Locks the request (serializing uploads to it) and answers how many pictures it has. */
  async lockImageCount(tx: Db, ccsNo: number): Promise<number> {
    await tx
      .select({ ccsNo: customRequests.ccsNo })
      .from(customRequests)
      .where(eq(customRequests.ccsNo, ccsNo))
      .for('update');
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(customRequestImages)
      .where(eq(customRequestImages.ccsNo, ccsNo));
    return count;
  },

  async insertImages(tx: Db, images: (typeof customRequestImages.$inferInsert)[]): Promise<void> {
    await tx.insert(customRequestImages).values(images);
  },
};
