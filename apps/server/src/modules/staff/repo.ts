import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { USER_FLAGS, type StaffSellerQuery } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import { attachedFiles, sellerReviews, users } from '../../db/schema/index.ts';

/** pending, approved or refused, from users.admission and the last review. */
const sellerStatus = sql<'pending' | 'approved' | 'refused'>`CASE
  WHEN ${users.admission} THEN 'approved'
  WHEN ${sellerReviews.decision} = 'refused' THEN 'refused'
  ELSE 'pending' END`;

/** The refusal's reason, also while the seller's renewed request waits. */
const refuseReason = sql<
  string | null
>`CASE WHEN ${sellerReviews.decision} IN ('refused', 'renewed') THEN ${sellerReviews.reason} END`;

export function createStaffRepo(db: Db) {
  const sellerColumns = {
    userNo: users.userNo,
    userId: users.userId,
    userFlag: users.userFlag,
    name: users.name,
    email: users.email,
    phone: users.phone,
    companyName: users.companyName,
    businessNumber: users.businessNumber,
    companyAddress: users.companyAddress,
    countryCode: users.countryCode,
    admission: users.admission,
    partners: users.partners,
    secret: users.secret,
    status: sellerStatus,
    refuseReason: refuseReason,
    renewedAt: sellerReviews.renewedAt,
    hasDocument: sql<boolean>`${users.attachedFile} IS NOT NULL`,
    itemCount: sql<number>`(SELECT count(*)::int FROM items i WHERE i.seller_no = ${users.userNo})`,
    createdAt: users.createdAt,
  };
  const isSeller = inArray(users.userFlag, [USER_FLAGS.seller, USER_FLAGS.dealer]);

  return {
    /** Sellers and dealers; those waiting for admission first, then the newest. */
    async sellers(filter: StaffSellerQuery) {
      const conditions: (SQL | undefined)[] = [
        isSeller,
        filter.status ? sql`${sellerStatus} = ${filter.status}` : undefined,
        filter.userFlag === undefined ? undefined : eq(users.userFlag, filter.userFlag),
        filter.partners === undefined ? undefined : eq(users.partners, filter.partners === 'true'),
        filter.secret === undefined ? undefined : eq(users.secret, filter.secret === 'true'),
        filter.q
          ? or(
              ilike(users.userId, likeContains(filter.q)),
              ilike(users.name, likeContains(filter.q)),
              ilike(users.companyName, likeContains(filter.q)),
              ilike(users.email, likeContains(filter.q)),
            )
          : undefined,
      ];
      const where = and(...conditions);
      const [list, [count]] = await Promise.all([
        db
          .select(sellerColumns)
          .from(users)
          .leftJoin(sellerReviews, eq(sellerReviews.userNo, users.userNo))
          .where(where)
          .orderBy(sql`${sellerStatus} = 'pending' DESC`, desc(users.createdAt), desc(users.userNo))
          .limit(filter.size)
          .offset((filter.page - 1) * filter.size),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(users)
          .leftJoin(sellerReviews, eq(sellerReviews.userNo, users.userNo))
          .where(where),
      ]);
      return { list, total: count?.total ?? 0 };
    },

    async seller(executor: Db, userNo: number, lock = false) {
      const query = executor
        .select(sellerColumns)
        .from(users)
        .leftJoin(sellerReviews, eq(sellerReviews.userNo, users.userNo))
        .where(and(eq(users.userNo, userNo), isSeller));
      const [row] = lock ? await query.for('update', { of: users }) : await query;
      return row;
    },

    async sellerDocument(userNo: number) {
      const [row] = await db
        .select({ fileKey: attachedFiles.fileKey, mime: attachedFiles.mime })
        .from(users)
        .innerJoin(attachedFiles, eq(attachedFiles.fileKey, users.attachedFile))
        .where(and(eq(users.userNo, userNo), isSeller));
      return row;
    },

    /** Where and in which language a user is mailed. */
    async mailRecipient(executor: Db, userNo: number) {
      const [row] = await executor
        .select({ email: users.email, name: users.name, language: users.language })
        .from(users)
        .where(eq(users.userNo, userNo));
      return row;
    },

    async setAdmission(
      tx: Db,
      userNo: number,
      reviewerNo: number,
      decision: { approve: true } | { approve: false; reason: string },
    ) {
      await tx.update(users).set({ admission: decision.approve }).where(eq(users.userNo, userNo));
      const review = {
        decision: decision.approve ? 'approved' : 'refused',
        reason: decision.approve ? null : decision.reason,
        reviewerNo,
        decidedAt: new Date(),
        renewedAt: null,
      };
      await tx
        .insert(sellerReviews)
        .values({ userNo, ...review })
        .onConflictDoUpdate({ target: sellerReviews.userNo, set: review });
    },

    /** What a seller is told of their own admission. */
    async admission(userNo: number) {
      const [row] = await db
        .select({
          status: sellerStatus,
          reason: refuseReason,
          decidedAt: sellerReviews.decidedAt,
          renewedAt: sellerReviews.renewedAt,
        })
        .from(users)
        .leftJoin(sellerReviews, eq(sellerReviews.userNo, users.userNo))
        .where(and(eq(users.userNo, userNo), isSeller));
      return row;
    },

    /** A refused seller asks again: waiting for staff once more, the refusal's reason kept for them to read. */
    async renewAdmission(tx: Db, userNo: number, fileKey: string) {
      await tx.update(users).set({ attachedFile: fileKey }).where(eq(users.userNo, userNo));
      await tx
        .update(sellerReviews)
        .set({ decision: 'renewed', renewedAt: new Date() })
        .where(eq(sellerReviews.userNo, userNo));
    },

    async setSellerFlags(tx: Db, userNo: number, flags: { partners?: boolean; secret?: boolean }) {
      await tx.update(users).set(flags).where(eq(users.userNo, userNo));
    },

    /** The id of an account that already uses this user id, email (in any case) or phone, if any. */
    async accountUsing(userId: string, email: string, phone: string): Promise<string | undefined> {
      const [taken] = await db
        .select({ userId: users.userId })
        .from(users)
        .where(
          or(eq(users.userId, userId), sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.phone, phone)),
        )
        .limit(1);
      return taken?.userId;
    },

    async insertStaffAccount(account: {
      userId: string;
      email: string;
      phone: string;
      name: string;
      passwordHash: string;
    }) {
      await db.insert(users).values({ ...account, staff: true, userFlag: USER_FLAGS.buyer });
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
