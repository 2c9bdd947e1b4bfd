import { randomUUID } from 'node:crypto';
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
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { storeAll, type FileStorage } from '../../platform/storage.ts';
import { reencodeImage, type Upload } from '../../platform/uploads.ts';
import { recordAudit } from '../../platform/audit.ts';
import { findCountry } from '../catalog/service.ts';
import { customRequestRepo } from './repo.ts';

export const MAX_CUSTOM_REQUEST_IMAGES = 10;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export async function saveCustomRequest(db: Db, user: CurrentUser, request: z.infer<typeof customRequestBodySchema>) {
  return customRequestRepo.insert(db, { userNo: user.userNo, request });
}

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
  const rows = await customRequestRepo.ofBuyer(db, user.userNo);
  return rows.map(presentRequest);
}

/**
 * "Ask for a price to <country>": a listed vehicle for sale, to a country we ship to by hand. Answered by staff like a
 * custom car request.
 */
export async function saveQuoteRequest(db: Db, user: CurrentUser, body: QuoteRequestBody): Promise<number> {
  const flag = await customRequestRepo.itemFlag(db, body.itemNo);
  if (flag === undefined || isDeletedFlag(flag)) throw new AppError('NOT_FOUND');
  if (!(await findCountry(db, { countryNo: body.selectCountry }))) {
    throw new AppError('VALIDATION', { fields: { selectCountry: 'field.invalid' } });
  }
  return customRequestRepo.insert(db, {
    userNo: user.userNo,
    kind: 'quote',
    itemNo: body.itemNo,
    countryNo: body.selectCountry,
    request: { contents: body.contents },
  });
}

/** The staff queue: unanswered first, then the newest; each with its buyer. */
export async function staffRequests(db: Db, query: StaffRequestQuery) {
  const { rows, total } = await customRequestRepo.staffPage(db, query);
  return { list: rows.map(presentStaffRequest), total, page: query.page, size: query.size };
}

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

export async function staffRequest(db: Db, ccsNo: number): Promise<StaffRequest> {
  const row = await customRequestRepo.forStaff(db, ccsNo);
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
  const image = await customRequestRepo.image(db, ccsNo, index);
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
    const before = await customRequestRepo.forStaff(tx, ccsNo, true);
    if (!before) throw new AppError('NOT_FOUND');
    await customRequestRepo.setReply(tx, ccsNo, reply, staff.userNo);
    await recordAudit(tx, {
      actorNo: staff.userNo,
      action: 'request.reply',
      entity: 'request',
      entityId: ccsNo,
      before: { reply: before.reply },
      after: { reply },
    });
    const after = (await customRequestRepo.forStaff(tx, ccsNo))!;
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
  if (!(await customRequestRepo.ownedBy(db, ccsNo, user.userNo))) throw new AppError('NOT_FOUND');
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
      const count = await customRequestRepo.lockImageCount(tx, ccsNo);
      if (count + stored.length > MAX_CUSTOM_REQUEST_IMAGES) {
        throw new AppError('VALIDATION', { fields: { imageList: 'field.invalid' } });
      }
      await customRequestRepo.insertImages(
        tx,
        stored.map(({ imageName, miniName }, index) => ({ ccsNo, imageIndex: count + index, imageName, miniName })),
      );
      return count + stored.length;
    }),
  );
}
