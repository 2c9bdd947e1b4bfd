import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  STAFF_STEP_HOURS,
  UNPAID_INVOICE_STATES,
  type InquiryActor,
  type InquiryState,
  type StaffQueueQuery,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { invoiceAccount } from './invoice-account-repo.ts';
import { likeContains } from '../../db/like.ts';
import { names } from '../../db/names.ts';
import {
  countries,
  detailModels,
  inquiries,
  inquiryEvents,
  inquiryItems,
  invoices,
  items,
  makers,
  models,
  pictures,
  ports,
  remittanceReceipts,
  users,
  vesselOffers,
  vesselTypes,
} from '../../db/schema/index.ts';
import { noticeContactColumns } from '../../db/notice-contact.ts';
import { saleTermsColumns } from '../../db/sale-terms.ts';

const cover = alias(pictures, 'cover');

/** What the buyer's list search finds: an inquiry by its number, by one of its items, or by either. */
export type InquirySearch = { ilNo?: number; itemNo?: number };

function searchCondition({ ilNo, itemNo }: InquirySearch): SQL | undefined {
  const byInquiry = ilNo === undefined ? undefined : eq(inquiries.ilNo, ilNo);
  const byItem =
    itemNo === undefined
      ? undefined
      : sql`exists (select 1 from ${inquiryItems} where ${inquiryItems.ilNo} = ${inquiries.ilNo} and ${inquiryItems.itemNo} = ${itemNo})`;
  return byInquiry && byItem ? or(byInquiry, byItem) : (byInquiry ?? byItem);
}

/** What saving an inquiry reads (the item, the vessel offer, the port, an open line) and writes. */
function inquirySavingSql(db: Db) {
  return {
    async itemForInquiry(tx: Db, itemNo: number) {
      const [item] = await tx
        .select({
          ...saleTermsColumns,
          cfvtNo: items.cfvtNo,
          lineCbm: items.lineCbm,
        })
        .from(items)
        .where(eq(items.itemNo, itemNo));
      return item;
    },

    async offer(tx: Db, smvpNo: number) {
      const [offer] = await tx.select().from(vesselOffers).where(eq(vesselOffers.smvpNo, smvpNo));
      return offer;
    },

    /** Has the buyer an open inquiry for any of these items (what the unique index allows only once)? */
    async hasOpenLine(userNo: number, itemNos: number[]): Promise<boolean> {
      const [line] = await db
        .select({ itemNo: inquiryItems.itemNo })
        .from(inquiryItems)
        .where(and(eq(inquiryItems.userNo, userNo), inArray(inquiryItems.itemNo, itemNos), sql`${inquiryItems.open}`))
        .limit(1);
      return line !== undefined;
    },

    async port(portNo: number) {
      const [port] = await db
        .select({ portNo: ports.portNo, countryNo: ports.countryNo })
        .from(ports)
        .where(eq(ports.portNo, portNo));
      return port;
    },

    /** A new inquiry in "waiting for a manager" with its lines and its first event; answers its number. */
    async create(
      tx: Db,
      inquiry: Omit<typeof inquiries.$inferInsert, 'ilNo' | 'state'>,
      lines: Omit<typeof inquiryItems.$inferInsert, 'ilNo'>[],
      event: Omit<typeof inquiryEvents.$inferInsert, 'ilNo'>,
    ): Promise<number> {
      const [row] = await tx.insert(inquiries).values(inquiry).returning({ ilNo: inquiries.ilNo });
      const ilNo = row!.ilNo;
      await tx.insert(inquiryItems).values(lines.map((line) => ({ ...line, ilNo })));
      await tx.insert(inquiryEvents).values({ ...event, ilNo });
      return ilNo;
    },
  };
}

/** The inquiries as the buyer's list and page show them: summaries, the counts by state, the history. */
function inquiryListSql(db: Db) {
  return {
    /** Inquiries of a buyer (or any, for staff) with their items, current invoice and receipts. */
    /** `hidden`: true for the inquiries the buyer hid from their list, false for the others; left out for both. */
    /** `search`: an inquiry number (`ilNo`), an item of the inquiry (`itemNo`), or either when both are given. */
    async summaries(filter: {
      userNo?: number;
      ilNos?: number[];
      states?: number[];
      hidden?: boolean;
      search?: InquirySearch;
    }) {
      const conditions = [
        filter.search ? searchCondition(filter.search) : undefined,
        filter.userNo === undefined ? undefined : eq(inquiries.userNo, filter.userNo),
        filter.hidden === undefined
          ? undefined
          : filter.hidden
            ? isNotNull(inquiries.hiddenAt)
            : isNull(inquiries.hiddenAt),
        filter.ilNos ? inArray(inquiries.ilNo, filter.ilNos.length ? filter.ilNos : [-1]) : undefined,
        filter.states?.length ? inArray(inquiries.state, filter.states) : undefined,
      ];
      const rows = await db
        .select({
          ilNo: inquiries.ilNo,
          userNo: inquiries.userNo,
          state: inquiries.state,
          createdAt: inquiries.createdAt,
          updatedAt: inquiries.updatedAt,
          countryCode: countries.countryCode,
          ...names(countries, 'countryName'),
          ...names(ports, 'portName'),
          answerPrice: inquiries.answerPrice,
          answerTerms: inquiries.answerTerms,
          answerRemarks: inquiries.answerRemarks,
          answeredAt: inquiries.answeredAt,
          managerName: users.name,
          userName: inquiries.userName,
          userPhone: inquiries.userPhone,
          userEmail: inquiries.userEmail,
          userConsigneeName: inquiries.userConsigneeName,
          userConsigneeAddress: inquiries.userConsigneeAddress,
          userDocumentAddress: inquiries.userDocumentAddress,
          contents: inquiries.contents,
        })
        .from(inquiries)
        .innerJoin(countries, eq(countries.countryNo, inquiries.countryNo))
        .innerJoin(ports, eq(ports.portNo, inquiries.portNo))
        .leftJoin(users, eq(users.userNo, inquiries.managerNo))
        .where(and(...conditions))
        .orderBy(desc(inquiries.ilNo))
        .limit(500);
      const ilNos = rows.map((row) => row.ilNo);
      if (ilNos.length === 0) return [];
      const [lines, currentInvoices] = await Promise.all([
        db
          .select({
            ilNo: inquiryItems.ilNo,
            itemNo: inquiryItems.itemNo,
            category: items.category,
            year: items.year,
            maker: makers.maker,
            engMaker: makers.engMaker,
            model: models.model,
            engModel: models.engModel,
            detailModel: detailModels.detailModel,
            engDetailModel: detailModels.engDetailModel,
            chassisNo: items.chassisNo,
            thumbnail: cover.pictureMiniName,
            smvpNo: sql<number>`coalesce(${inquiryItems.smvpNo}, 0)`,
            vessel: inquiryItems.vessel,
            ...names(vesselTypes, 'vesselName'),
            terms: inquiryItems.terms,
            sellPrice: inquiryItems.sellPrice,
            itemPrice: inquiryItems.itemPrice,
            freightFee: inquiryItems.freightFee,
            totalPrice: inquiryItems.totalPrice,
            askFlag: inquiryItems.askFlag,
            importNotAllowed: inquiryItems.importNotAllowed,
          })
          .from(inquiryItems)
          .innerJoin(items, eq(items.itemNo, inquiryItems.itemNo))
          .innerJoin(makers, eq(makers.makerNo, items.makerNo))
          .innerJoin(models, eq(models.modelNo, items.modelNo))
          .leftJoin(detailModels, eq(detailModels.detailModelNo, items.detailModelNo))
          .leftJoin(vesselTypes, eq(vesselTypes.vessel, inquiryItems.vessel))
          .leftJoin(cover, and(eq(cover.itemNo, items.itemNo), eq(cover.pictureIndex, 0)))
          .where(inArray(inquiryItems.ilNo, ilNos))
          .orderBy(asc(inquiryItems.itemNo)),
        db
          .select({ ...getTableColumns(invoices), account: invoiceAccount })
          .from(invoices)
          .where(and(inArray(invoices.ilNo, ilNos), eq(invoices.superseded, false))),
      ]);
      const receipts = currentInvoices.length
        ? await db
            .select()
            .from(remittanceReceipts)
            .where(
              inArray(
                remittanceReceipts.invoiceNo,
                currentInvoices.map((invoice) => invoice.invoiceNo),
              ),
            )
            .orderBy(asc(remittanceReceipts.receiptNo))
        : [];
      return rows.map((row) => {
        const invoice = currentInvoices.find((candidate) => candidate.ilNo === row.ilNo) ?? null;
        return {
          ...row,
          items: lines.filter((line) => line.ilNo === row.ilNo),
          invoice,
          receipts: invoice ? receipts.filter((receipt) => receipt.invoiceNo === invoice.invoiceNo) : [],
        };
      });
    },

    async stateCounts(userNo: number) {
      return db
        .select({ state: inquiries.state, count: sql<number>`count(*)::int` })
        .from(inquiries)
        .where(and(eq(inquiries.userNo, userNo), isNull(inquiries.hiddenAt)))
        .groupBy(inquiries.state);
    },

    async history(ilNo: number) {
      return db
        .select({
          fromState: inquiryEvents.fromState,
          toState: inquiryEvents.toState,
          actor: inquiryEvents.actor,
          note: inquiryEvents.note,
          createdAt: inquiryEvents.createdAt,
        })
        .from(inquiryEvents)
        .where(eq(inquiryEvents.ilNo, ilNo))
        .orderBy(asc(inquiryEvents.eventNo));
    },
  };
}

/** What staff read of inquiries: the queue, the sellers of the vehicles, a receipt. */
function staffInquirySql(db: Db) {
  return {
    /** One page of the staff queue: inquiry numbers in order with their buyers, and the total (summaries() adds the rest). */
    async staffQueuePage(filter: StaffQueueQuery) {
      const buyer = alias(users, 'buyer');
      const text = filter.buyer && likeContains(filter.buyer);
      const overdue = or(
        ...Object.entries(STAFF_STEP_HOURS).map(([state, hours]) =>
          and(
            eq(inquiries.state, Number(state)),
            sql`${inquiries.updatedAt} < now() - make_interval(hours => ${hours}::int)`,
          ),
        ),
      )!;
      const where = and(
        filter.overdue === undefined ? undefined : filter.overdue === 'true' ? overdue : not(overdue),
        filter.state === undefined ? undefined : eq(inquiries.state, filter.state),
        filter.country === undefined ? undefined : eq(countries.countryCode, filter.country),
        filter.item === undefined
          ? undefined
          : sql`EXISTS (SELECT 1 FROM inquiry_items x WHERE x.il_no = ${inquiries.ilNo} AND x.item_no = ${filter.item})`,
        text
          ? or(
              ilike(buyer.userId, text),
              ilike(buyer.name, text),
              ilike(buyer.email, text),
              ilike(inquiries.userName, text),
            )
          : undefined,
      );
      const column = { ilNo: inquiries.ilNo, updatedAt: inquiries.updatedAt, state: inquiries.state }[filter.sort];
      const direction = filter.order === 'asc' ? asc : desc;
      const [rows, [count]] = await Promise.all([
        db
          .select({ ilNo: inquiries.ilNo, buyer: { userNo: buyer.userNo, userId: buyer.userId, name: buyer.name } })
          .from(inquiries)
          .innerJoin(countries, eq(countries.countryNo, inquiries.countryNo))
          .innerJoin(buyer, eq(buyer.userNo, inquiries.userNo))
          .where(where)
          .orderBy(direction(column), direction(inquiries.ilNo))
          .limit(filter.size)
          .offset((filter.page - 1) * filter.size),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(inquiries)
          .innerJoin(countries, eq(countries.countryNo, inquiries.countryNo))
          .innerJoin(buyer, eq(buyer.userNo, inquiries.userNo))
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The seller of each item, for staff (buyers are never told). */
    async sellersOf(itemNos: number[]) {
      if (itemNos.length === 0) return [];
      return db
        .select({
          itemNo: items.itemNo,
          userNo: users.userNo,
          userId: users.userId,
          name: users.name,
          companyName: users.companyName,
        })
        .from(items)
        .innerJoin(users, eq(users.userNo, items.sellerNo))
        .where(inArray(items.itemNo, itemNos));
    },

    /** A stored T/T receipt, for staff to view. */
    async receipt(receiptNo: number) {
      const [row] = await db
        .select({
          fileKey: remittanceReceipts.fileKey,
          fileName: remittanceReceipts.fileName,
          contentType: remittanceReceipts.contentType,
        })
        .from(remittanceReceipts)
        .where(eq(remittanceReceipts.receiptNo, receiptNo));
      return row;
    },
  };
}

/** What the buyer's and sellers' notices and the deposit reminders read. */
function noticeSql() {
  return {
    /** The vehicles of an inquiry with their sellers, whom they are mailed to, and the destination's names. */
    async sellerNoticeLines(tx: Db, ilNo: number) {
      return tx
        .select({
          itemNo: inquiryItems.itemNo,
          year: items.year,
          ...names(makers, 'maker'),
          ...names(models, 'model'),
          ...names(detailModels, 'detailModel'),
          ...names(countries, 'countryName'),
          sellerNo: users.userNo,
          email: users.email,
          name: users.name,
          language: users.language,
        })
        .from(inquiryItems)
        .innerJoin(inquiries, eq(inquiries.ilNo, inquiryItems.ilNo))
        .innerJoin(countries, eq(countries.countryNo, inquiries.countryNo))
        .innerJoin(items, eq(items.itemNo, inquiryItems.itemNo))
        .innerJoin(makers, eq(makers.makerNo, items.makerNo))
        .innerJoin(models, eq(models.modelNo, items.modelNo))
        .leftJoin(detailModels, eq(detailModels.detailModelNo, items.detailModelNo))
        .innerJoin(users, eq(users.userNo, items.sellerNo))
        .where(eq(inquiryItems.ilNo, ilNo))
        .orderBy(asc(inquiryItems.itemNo));
    },

    /** What the buyer's notice of a step says and where it goes: the account, the answer and the current invoice. */
    async noticeFacts(tx: Db, ilNo: number) {
      const [row] = await tx
        .select({
          ...noticeContactColumns,
          answerPrice: inquiries.answerPrice,
          answerTerms: inquiries.answerTerms,
          invoiceNumber: invoices.number,
          amount: invoices.amount,
          depositDeadline: invoices.depositDeadline,
          verificationCode: invoices.verificationCode,
        })
        .from(inquiries)
        .innerJoin(users, eq(users.userNo, inquiries.userNo))
        .leftJoin(invoices, and(eq(invoices.ilNo, inquiries.ilNo), eq(invoices.superseded, false)))
        .where(eq(inquiries.ilNo, ilNo));
      return row;
    },

    /** Every buyer with an unpaid current invoice, once per invoice: whom a change of bank details is told to. */
    unpaidInvoiceBuyers: (tx: Db) =>
      tx
        .select({
          name: users.name,
          email: users.email,
          language: users.language,
          invoiceNumber: invoices.number,
          verificationCode: invoices.verificationCode,
        })
        .from(invoices)
        .innerJoin(inquiries, eq(inquiries.ilNo, invoices.ilNo))
        .innerJoin(users, eq(users.userNo, inquiries.userNo))
        .where(and(eq(invoices.superseded, false), inArray(inquiries.state, [...UNPAID_INVOICE_STATES])))
        .orderBy(asc(users.userNo), asc(invoices.invoiceNo)),

    /**
     * Marks every unpaid invoice whose deadline falls within the next `withinMs` and whose reminder has not gone yet,
     * and answers their inquiries: a compare-and-set on reminded_at, so two processes never remind of one invoice twice.
     */
    async claimDueReminders(tx: Db, now: Date, withinMs: number): Promise<number[]> {
      const claimed = await tx
        .update(invoices)
        .set({ remindedAt: now })
        .where(
          and(
            eq(invoices.superseded, false),
            isNull(invoices.remindedAt),
            sql`${invoices.depositDeadline} > ${now.toISOString()}::timestamptz`,
            sql`${invoices.depositDeadline} <= ${new Date(now.getTime() + withinMs).toISOString()}::timestamptz`,
            inArray(
              invoices.ilNo,
              tx
                .select({ ilNo: inquiries.ilNo })
                .from(inquiries)
                .where(inArray(inquiries.state, [...UNPAID_INVOICE_STATES])),
            ),
          ),
        )
        .returning({ ilNo: invoices.ilNo });
      return claimed.map((row) => row.ilNo);
    },
  };
}

/** The steps of an inquiry and the buyer's own changes: the state's compare-and-set, hiding, invoices, receipts. */
function inquiryStepSql(db: Db) {
  return {
    /**
     * Moves an inquiry from one of `from` to `to` as a compare-and-set, so two racing changes cannot both win, and
     * records the event. Answers the inquiry's row before the change, or undefined when it was not in `from` (or not
     * the buyer's).
     */
    async transition(
      tx: Db,
      change: {
        ilNo: number;
        from: readonly InquiryState[];
        to: InquiryState;
        actor: InquiryActor;
        actorNo: number | null;
        buyerNo?: number;
        note?: string | null;
        set?: Partial<typeof inquiries.$inferInsert>;
        after?: unknown;
      },
    ) {
      const [before] = await tx
        .select()
        .from(inquiries)
        .where(
          and(
            eq(inquiries.ilNo, change.ilNo),
            inArray(inquiries.state, [...change.from]),
            change.buyerNo === undefined ? undefined : eq(inquiries.userNo, change.buyerNo),
          ),
        )
        .for('update');
      if (!before) return undefined;
      const updated = await tx
        .update(inquiries)
        .set({ ...change.set, state: change.to, updatedAt: sql`now()` })
        .where(and(eq(inquiries.ilNo, change.ilNo), eq(inquiries.state, before.state)))
        .returning({ ilNo: inquiries.ilNo });
      if (updated.length === 0) return undefined;
      await tx.insert(inquiryEvents).values({
        ilNo: change.ilNo,
        fromState: before.state,
        toState: change.to,
        actor: change.actor,
        actorNo: change.actorNo,
        note: change.note ?? null,
        before: { state: before.state },
        after: change.after ?? { state: change.to, ...change.set },
      });
      return before;
    },

    /** What the public verification page shows of the invoice with this code (any invoice, current or replaced). */
    async verification(code: string) {
      const [row] = await db
        .select({
          ilNo: invoices.ilNo,
          number: invoices.number,
          amount: invoices.amount,
          issuedAt: invoices.issuedAt,
          depositDeadline: invoices.depositDeadline,
          superseded: invoices.superseded,
          state: inquiries.state,
          buyerName: inquiries.userName,
          account: invoiceAccount,
        })
        .from(invoices)
        .innerJoin(inquiries, eq(inquiries.ilNo, invoices.ilNo))
        .where(eq(invoices.verificationCode, code));
      return row;
    },

    /**
     * Hides the buyer's inquiry from their list (when it is in one of `removable`) or shows it again; false when the
     * inquiry is not theirs or not in a state for it.
     */
    async setHidden(tx: Db, ilNo: number, buyerNo: number, hide: boolean, removable: readonly number[]) {
      const changed = await tx
        .update(inquiries)
        .set({ hiddenAt: hide ? new Date() : null })
        .where(
          and(
            eq(inquiries.ilNo, ilNo),
            eq(inquiries.userNo, buyerNo),
            hide
              ? and(isNull(inquiries.hiddenAt), inArray(inquiries.state, [...removable]))
              : isNotNull(inquiries.hiddenAt),
          ),
        )
        .returning({ ilNo: inquiries.ilNo });
      return changed.length > 0;
    },

    /** Frees the inquiry's items (a cancelled inquiry): the buyer may inquire about them again. */
    async closeLines(tx: Db, ilNo: number) {
      await tx.update(inquiryItems).set({ open: false }).where(eq(inquiryItems.ilNo, ilNo));
    },

    /** The buyer confirmed the inquiry's current invoice. */
    async confirmCurrentInvoice(tx: Db, ilNo: number) {
      await tx
        .update(invoices)
        .set({ confirmedAt: new Date() })
        .where(and(eq(invoices.ilNo, ilNo), eq(invoices.superseded, false)));
    },

    async invoice(invoiceNo: number) {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.invoiceNo, invoiceNo));
      return invoice;
    },

    async addReceipts(tx: Db, receipts: (typeof remittanceReceipts.$inferInsert)[]) {
      await tx.insert(remittanceReceipts).values(receipts);
    },

    /** Pass the transaction when inside one: PGlite has a single connection. */
    async exists(ilNo: number, buyerNo?: number, executor: Db = db) {
      const [row] = await executor
        .select({ ilNo: inquiries.ilNo, state: inquiries.state })
        .from(inquiries)
        .where(and(eq(inquiries.ilNo, ilNo), buyerNo === undefined ? undefined : eq(inquiries.userNo, buyerNo)));
      return row;
    },
  };
}

export function createInquiryRepo(db: Db) {
  return {
    ...inquirySavingSql(db),
    ...inquiryListSql(db),
    ...staffInquirySql(db),
    ...noticeSql(),
    ...inquiryStepSql(db),
  };
}

export type InquiryRepo = ReturnType<typeof createInquiryRepo>;
