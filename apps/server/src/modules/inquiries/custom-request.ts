import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  isDeletedFlag,
  localizedKeys,
  type BuyerRequest,
  type CurrentUser,
  type customRequestBodySchema,
  type LocalizedKey,
  type QuoteRequestBody,
  type RequestKind,
  type StaffRequest,
  type StaffRequestQuery,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { countries, customRequestImages, customRequests, items, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { storeAll, type FileStorage } from '../../platform/storage.ts';
import { reencodeImage, type Upload } from '../../platform/uploads.ts';
import { names } from '../../db/names.ts';
import { recordAudit } from '../../platform/audit.ts';

export const MAX_CUSTOM_REQUEST_IMAGES = 10;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export async function saveCustomRequest(db: Db, user: CurrentUser, request: z.infer<typeof customRequestBodySchema>) {
  const [row] = await db
    .insert(customRequests)
    .values({ userNo: user.userNo, request })
    .returning({ ccsNo: customRequests.ccsNo });
  return row!.ccsNo;
}

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

type RequestRow = {
  ccsNo: number;
  kind: string;
  request: unknown;
  itemNo: number | null;
  countryCode: string | null;
  createdAt: Date;
  images: number;
  reply: string | null;
  repliedAt: Date | null;
} & Record<LocalizedKey<'countryName'>, string | null>;

function presentRequest(row: RequestRow): BuyerRequest {
  const { countryCode, ccsNo, kind, request, itemNo, images, reply } = row;
  const country = countryCode
    ? {
        countryCode,
        ...(Object.fromEntries(localizedKeys('countryName').map((key) => [key, row[key] ?? ''])) as Record<
          LocalizedKey<'countryName'>,
          string
        >),
      }
    : null;
  return {
    ccsNo,
    kind: kind as RequestKind,
    request: request as Record<string, unknown>,
    itemNo,
    country,
    images,
    createdAt: row.createdAt.toISOString(),
    reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

export async function customRequestsOf(db: Db, user: CurrentUser): Promise<BuyerRequest[]> {
  const rows = await db
    .select(requestColumns)
    .from(customRequests)
    .leftJoin(countries, eq(countries.countryNo, customRequests.countryNo))
    .where(eq(customRequests.userNo, user.userNo))
    .orderBy(desc(customRequests.ccsNo));
  return rows.map(presentRequest);
}

/**
 * "Ask for a price to <country>": a listed vehicle for sale, to a country we ship to by hand. Answered by staff like a
 * custom car request.
 */
export async function saveQuoteRequest(db: Db, user: CurrentUser, body: QuoteRequestBody): Promise<number> {
  const [item] = await db.select({ flag: items.flag }).from(items).where(eq(items.itemNo, body.itemNo));
  if (!item || isDeletedFlag(item.flag)) throw new AppError('NOT_FOUND');
  const [country] = await db
    .select({ countryNo: countries.countryNo })
    .from(countries)
    .where(eq(countries.countryNo, body.selectCountry));
  if (!country) throw new AppError('VALIDATION', { fields: { selectCountry: 'field.invalid' } });
  const [row] = await db
    .insert(customRequests)
    .values({
      userNo: user.userNo,
      kind: 'quote',
      itemNo: body.itemNo,
      countryNo: body.selectCountry,
      request: { contents: body.contents },
    })
    .returning({ ccsNo: customRequests.ccsNo });
  return row!.ccsNo;
}

/** The staff queue: unanswered first, then the newest; each with its buyer. */
export async function staffRequests(db: Db, query: StaffRequestQuery) {
  const where = and(
    query.kind ? eq(customRequests.kind, query.kind) : undefined,
    query.status === 'open' ? isNull(customRequests.repliedAt) : undefined,
    query.status === 'answered' ? isNotNull(customRequests.repliedAt) : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ ...requestColumns, ...buyerColumns, repliedBy: replier.userId })
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
  return { list: rows.map(presentStaffRequest), total, page: query.page, size: query.size };
}

const replier = alias(users, 'replier');
const buyerColumns = {
  buyerNo: users.userNo,
  buyerId: users.userId,
  buyerName: users.name,
  buyerEmail: users.email,
  buyerLanguage: users.language,
};

function presentStaffRequest(
  row: RequestRow & {
    buyerNo: number;
    buyerId: string;
    buyerName: string;
    buyerEmail: string;
    repliedBy: string | null;
  },
): StaffRequest {
  return {
    ...presentRequest(row),
    buyer: { userNo: row.buyerNo, userId: row.buyerId, name: row.buyerName, email: row.buyerEmail },
    repliedBy: row.repliedBy,
  };
}

/** One request with its buyer (and the buyer's language, for the reply mail), or undefined. */
async function requestForStaff(executor: Db, ccsNo: number, lock = false) {
  const query = executor
    .select({ ...requestColumns, ...buyerColumns, repliedBy: replier.userId })
    .from(customRequests)
    .innerJoin(users, eq(users.userNo, customRequests.userNo))
    .leftJoin(replier, eq(replier.userNo, customRequests.repliedBy))
    .leftJoin(countries, eq(countries.countryNo, customRequests.countryNo))
    .where(eq(customRequests.ccsNo, ccsNo));
  const [row] = await (lock ? query.for('update', { of: customRequests }) : query);
  return row;
}

export async function staffRequest(db: Db, ccsNo: number): Promise<StaffRequest> {
  const row = await requestForStaff(db, ccsNo);
  if (!row) throw new AppError('NOT_FOUND');
  return presentStaffRequest(row);
}

/** The stored picture `index` of a request (0-based), for staff. */
export async function requestImageKey(
  db: Db,
  ccsNo: number,
  index: number,
  mini: boolean,
): Promise<string | undefined> {
  const [image] = await db
    .select({ imageName: customRequestImages.imageName, miniName: customRequestImages.miniName })
    .from(customRequestImages)
    .where(and(eq(customRequestImages.ccsNo, ccsNo), eq(customRequestImages.imageIndex, index)));
  return image && (mini ? image.miniName : image.imageName);
}

/**
 * Staff answer a request (again, to correct it: the newest reply stands), audited in the same transaction, in which
 * `mailBuyer` queues the buyer's mail. Answers the request.
 */
export async function replyToRequest(
  db: Db,
  staff: CurrentUser,
  ccsNo: number,
  reply: string,
  mailBuyer: (tx: Db, buyer: { email: string; name: string; language: number }) => Promise<void>,
) {
  return inTransaction(db, async (tx) => {
    const before = await requestForStaff(tx, ccsNo, true);
    if (!before) throw new AppError('NOT_FOUND');
    await tx
      .update(customRequests)
      .set({ reply, repliedAt: new Date(), repliedBy: staff.userNo })
      .where(eq(customRequests.ccsNo, ccsNo));
    await recordAudit(tx, {
      actorNo: staff.userNo,
      action: 'request.reply',
      entity: 'request',
      entityId: ccsNo,
      before: { reply: before.reply },
      after: { reply },
    });
    const after = (await requestForStaff(tx, ccsNo))!;
    await mailBuyer(tx, { email: after.buyerEmail, name: after.buyerName, language: after.buyerLanguage });
    return presentStaffRequest(after);
  });
}

/** Adds pictures of the wanted vehicle to the buyer's own request; re-encoded without metadata, stored privately. */
export async function addCustomRequestImages(
  db: Db,
  storage: FileStorage,
  user: CurrentUser,
  ccsNo: number,
  files: Upload[],
): Promise<number> {
  if (files.length === 0) throw new AppError('VALIDATION', { fields: { imageList: 'field.required' } });
  const [owned] = await db
    .select({ ccsNo: customRequests.ccsNo })
    .from(customRequests)
    .where(and(eq(customRequests.ccsNo, ccsNo), eq(customRequests.userNo, user.userNo)));
  if (!owned) throw new AppError('NOT_FOUND');
  // Every picture is re-encoded before any is stored: one that sharp refuses leaves nothing behind.
  const stored: { imageName: string; miniName: string; image: Buffer; mini: Buffer }[] = [];
  for (const file of files) {
    const id = `custom-requests/${ccsNo}/${randomUUID()}`;
    const [image, mini] = await Promise.all([
      reencodeImage(file.path, { maxSide: 2000 }),
      reencodeImage(file.path, { maxSide: 300 }),
    ]);
    stored.push({ imageName: `${id}.webp`, miniName: `${id}-mini.webp`, image, mini });
  }
  const writes = stored.flatMap((file) => [
    { key: file.imageName, data: file.image },
    { key: file.miniName, data: file.mini },
  ]);
  return storeAll(storage, writes, () =>
    inTransaction(db, async (tx) => {
      // Serializes concurrent uploads to one request, so indexes and the limit hold.
      await tx
        .select({ ccsNo: customRequests.ccsNo })
        .from(customRequests)
        .where(eq(customRequests.ccsNo, ccsNo))
        .for('update');
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(customRequestImages)
        .where(eq(customRequestImages.ccsNo, ccsNo));
      if (count + stored.length > MAX_CUSTOM_REQUEST_IMAGES) {
        throw new AppError('VALIDATION', { fields: { imageList: 'field.invalid' } });
      }
      await tx
        .insert(customRequestImages)
        .values(
          stored.map(({ imageName, miniName }, index) => ({ ccsNo, imageIndex: count + index, imageName, miniName })),
        );
      return count + stored.length;
    }),
  );
}
