import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContactBody, ContactGroupBody, StaffItemQuery, StaffSellerQuery } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { likeContains } from '../../db/like.ts';
import {
  attachedFiles,
  items,
  makers,
  models,
  pictures,
  salesContactGroups,
  salesContacts,
  sellerReviews,
  users,
} from '../../db/schema/index.ts';

const cover = alias(pictures, 'cover');

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
  const isSeller = inArray(users.userFlag, [1, 2]);

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

    /** One page of items, any flag, newest change first: by CB or (part of a) chassis number, flag and seller. */
    async items(filter: StaffItemQuery) {
      const q = filter.q?.replace(/\s+/g, '');
      const number = q && /^(?:CB)?[0-9]{1,15}$/i.test(q) ? Number(q.replace(/^CB/i, '')) : undefined;
      const where = and(
        q
          ? or(
              number === undefined ? undefined : eq(items.itemNo, number),
              ilike(items.chassisNo, likeContains(q.toUpperCase())),
            )
          : undefined,
        filter.flag === undefined ? undefined : eq(items.flag, filter.flag),
        filter.sellerNo === undefined ? undefined : eq(items.sellerNo, filter.sellerNo),
        filter.seller
          ? or(
              ilike(users.userId, likeContains(filter.seller)),
              ilike(users.name, likeContains(filter.seller)),
              ilike(users.companyName, likeContains(filter.seller)),
            )
          : undefined,
      );
      const [list, [count]] = await Promise.all([
        db
          .select({
            itemNo: items.itemNo,
            category: items.category,
            flag: items.flag,
            version: items.version,
            chassisNo: items.chassisNo,
            year: items.year,
            engMaker: makers.engMaker,
            engModel: models.engModel,
            sellPrice: items.sellPrice,
            secret: items.secret,
            partners: items.partners,
            thumbnail: cover.pictureMiniName,
            sellerNo: items.sellerNo,
            sellerId: users.userId,
            companyName: users.companyName,
            updateDate: items.updateDate,
          })
          .from(items)
          .innerJoin(makers, eq(makers.makerNo, items.makerNo))
          .innerJoin(models, eq(models.modelNo, items.modelNo))
          .innerJoin(users, eq(users.userNo, items.sellerNo))
          .leftJoin(cover, and(eq(cover.itemNo, items.itemNo), eq(cover.pictureIndex, 0)))
          .where(where)
          // The item of that very number before those whose chassis number merely contains the digits.
          .orderBy(
            ...(number === undefined ? [] : [desc(sql`${items.itemNo} = ${number}`)]),
            desc(items.updateDate),
            desc(items.itemNo),
          )
          .limit(filter.size)
          .offset((filter.page - 1) * filter.size),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(items)
          .innerJoin(users, eq(users.userNo, items.sellerNo))
          .where(where),
      ]);
      return { list, total: count?.total ?? 0 };
    },

    async itemFlag(tx: Db, itemNo: number) {
      const [row] = await tx
        .select({ flag: items.flag, version: items.version })
        .from(items)
        .where(eq(items.itemNo, itemNo));
      return row;
    },

    /** Compare-and-set on the version: answers the new version, or undefined when the item changed meanwhile. */
    async setItemFlag(tx: Db, itemNo: number, flag: number, version: number, deleteReason: string | null) {
      const [row] = await tx
        .update(items)
        .set({ flag, deleteReason, version: sql`${items.version} + 1` })
        .where(and(eq(items.itemNo, itemNo), eq(items.version, version)))
        .returning({ version: items.version, sellerNo: items.sellerNo });
      return row;
    },

    async contactGroups(executor: Db = db) {
      const [groups, contacts] = await Promise.all([
        executor
          .select()
          .from(salesContactGroups)
          .orderBy(asc(salesContactGroups.sort), asc(salesContactGroups.groupNo)),
        executor.select().from(salesContacts).orderBy(asc(salesContacts.sort), asc(salesContacts.siNo)),
      ]);
      return groups.map((group) => ({
        ...group,
        contacts: contacts.filter((contact) => contact.groupNo === group.groupNo),
      }));
    },

    async contactGroup(tx: Db, groupNo: number) {
      const [row] = await tx.select().from(salesContactGroups).where(eq(salesContactGroups.groupNo, groupNo));
      return row;
    },

    async contact(tx: Db, siNo: number) {
      const [row] = await tx.select().from(salesContacts).where(eq(salesContacts.siNo, siNo));
      return row;
    },

    async nextGroupSort(tx: Db) {
      const [row] = await tx
        .select({ next: sql<number>`coalesce(max(${salesContactGroups.sort}) + 1, 0)::int` })
        .from(salesContactGroups);
      return row?.next ?? 0;
    },

    async nextContactSort(tx: Db, groupNo: number) {
      const [row] = await tx
        .select({ next: sql<number>`coalesce(max(${salesContacts.sort}) + 1, 0)::int` })
        .from(salesContacts)
        .where(eq(salesContacts.groupNo, groupNo));
      return row?.next ?? 0;
    },

    async insertGroup(tx: Db, values: ContactGroupBody & { sort: number }) {
      const [row] = await tx.insert(salesContactGroups).values(values).returning();
      return row!;
    },

    async updateGroup(tx: Db, groupNo: number, values: ContactGroupBody) {
      const [row] = await tx
        .update(salesContactGroups)
        .set(values)
        .where(eq(salesContactGroups.groupNo, groupNo))
        .returning();
      return row!;
    },

    async groupHasContacts(tx: Db, groupNo: number): Promise<boolean> {
      const members = await tx
        .select({ siNo: salesContacts.siNo })
        .from(salesContacts)
        .where(eq(salesContacts.groupNo, groupNo))
        .limit(1);
      return members.length > 0;
    },

    async deleteGroup(tx: Db, groupNo: number): Promise<void> {
      await tx.delete(salesContactGroups).where(eq(salesContactGroups.groupNo, groupNo));
    },

    /** Every group's place, locked for a reordering. */
    lockGroupOrder: (tx: Db) =>
      tx
        .select({ groupNo: salesContactGroups.groupNo, sort: salesContactGroups.sort })
        .from(salesContactGroups)
        .for('update'),

    async setGroupSort(tx: Db, groupNo: number, sort: number): Promise<void> {
      await tx.update(salesContactGroups).set({ sort }).where(eq(salesContactGroups.groupNo, groupNo));
    },

    /** The places of a group's contacts, locked for a reordering. */
    lockContactOrder: (tx: Db, groupNo: number) =>
      tx
        .select({ siNo: salesContacts.siNo, sort: salesContacts.sort })
        .from(salesContacts)
        .where(eq(salesContacts.groupNo, groupNo))
        .for('update'),

    async insertContact(tx: Db, values: ContactBody & { sort: number }) {
      const [row] = await tx.insert(salesContacts).values(values).returning();
      return row!;
    },

    /** Changes a contact's fields, its picture (siSrc) or its place (sort). */
    async updateContact(tx: Db, siNo: number, values: Partial<ContactBody & { sort: number; siSrc: string }>) {
      const [row] = await tx.update(salesContacts).set(values).where(eq(salesContacts.siNo, siNo)).returning();
      return row!;
    },

    async deleteContact(tx: Db, siNo: number): Promise<void> {
      await tx.delete(salesContacts).where(eq(salesContacts.siNo, siNo));
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
      await db.insert(users).values({ ...account, staff: true, userFlag: 0 });
    },
  };
}

export type StaffRepo = ReturnType<typeof createStaffRepo>;
