import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, customRequestBodySchema } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { customRequestImages, customRequests } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { storeAll, type FileStorage } from '../../platform/storage.ts';
import { reencodeImage, type Upload } from '../../platform/uploads.ts';

export const MAX_CUSTOM_REQUEST_IMAGES = 10;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export async function saveCustomRequest(db: Db, user: CurrentUser, request: z.infer<typeof customRequestBodySchema>) {
  const [row] = await db
    .insert(customRequests)
    .values({ userNo: user.userNo, request })
    .returning({ ccsNo: customRequests.ccsNo });
  return row!.ccsNo;
}

export async function customRequestsOf(db: Db, user: CurrentUser) {
  const rows = await db
    .select({
      ccsNo: customRequests.ccsNo,
      request: customRequests.request,
      createdAt: customRequests.createdAt,
      // Qualified by hand: inside the subquery a bare column name would be the image row's own.
      images: sql<number>`(SELECT count(*)::int FROM custom_request_images i WHERE i.ccs_no = custom_requests.ccs_no)`,
    })
    .from(customRequests)
    .where(eq(customRequests.userNo, user.userNo))
    .orderBy(desc(customRequests.ccsNo));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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
      reencodeImage(file.data, { maxSide: 2000 }),
      reencodeImage(file.data, { maxSide: 300 }),
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
