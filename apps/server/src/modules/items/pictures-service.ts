import { z } from 'zod';
import { FIELD_MESSAGES, itemNoField, MAX_PICTURES, type CurrentUser } from '@market/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Upload } from '../../platform/uploads.ts';
import { fieldError, issueFields, ownItemLock } from './checks.ts';
import { createPictureFiles, keysOf, pictureView } from './picture-files.ts';
import { createPicturesRepo } from './pictures-repo.ts';
import type { PictureKeys } from './repo.ts';
import { categoryField } from './staged-pictures-service.ts';

const imageFieldsSchema = z.object({
  itemNo: itemNoField,
  category: categoryField,
});
const imageUpdateFieldsSchema = z.object({
  carNo: itemNoField,
  category: categoryField,
  /** The new order: 'p<pictureNo>' keeps a stored picture, 'f<n>' places the n-th uploaded file; others are removed. */
  order: z
    .string()
    .regex(/^(?:[pf]\d{1,15}(?:,[pf]\d{1,15})*)?$/)
    .optional(),
});

/** The order's tokens (undefined: keep the stored order), refused when one repeats or names a file not sent. */
function orderTokens(order: string | undefined, fileCount: number): string[] | undefined {
  const tokens = order === undefined ? undefined : order ? order.split(',') : [];
  const fileNumbers = tokens?.filter((t) => t.startsWith('f')).map((t) => Number(t.slice(1))) ?? [];
  if (new Set(tokens).size !== (tokens?.length ?? 0) || fileNumbers.some((n) => n >= fileCount)) {
    throw fieldError({ order: FIELD_MESSAGES.invalid });
  }
  return tokens;
}

/** The pictures in the new order; uploads the order does not place go after the rest. */
function orderedPictures(
  order: string[],
  current: (PictureKeys & { pictureNo: number })[],
  stored: PictureKeys[],
): PictureKeys[] {
  const byNo = new Map(current.map((p) => [p.pictureNo, p]));
  const ordered: PictureKeys[] = [];
  for (const token of order) {
    const n = Number(token.slice(1));
    const picture = token.startsWith('p') ? byNo.get(n) : stored[n];
    if (!picture) throw fieldError({ order: FIELD_MESSAGES.invalid });
    ordered.push(picture);
  }
  const placed = new Set(order.filter((t) => t.startsWith('f')).map((t) => Number(t.slice(1))));
  stored.forEach((keys, n) => {
    if (!placed.has(n)) ordered.push(keys);
  });
  if (ordered.length > MAX_PICTURES) throw fieldError({ imageList: 'field.tooManyPictures' });
  return ordered;
}

/** The pictures of a saved listing: POST and PUT /items/image. */
export function createItemPicturesService(db: Db, storage: FileStorage) {
  const pictureRows = createPicturesRepo();
  const files = createPictureFiles(storage);
  const withOwn = ownItemLock(db);

  async function ownCategory(user: CurrentUser, itemNo: number, category: number) {
    const item = await withOwn(user, itemNo, async (_tx, found) => found);
    if (item.category !== category) throw fieldError({ category: FIELD_MESSAGES.invalid });
  }

  async function picturesOf(tx: Db, itemNo: number) {
    return (await pictureRows.pictures(tx, itemNo)).map(pictureView);
  }

  /** POST /items/image: appends pictures after the item's last one. */
  async function addPictures(user: CurrentUser, rawFields: Record<string, string>, uploads: Upload[]) {
    const parsed = imageFieldsSchema.safeParse(rawFields);
    if (!parsed.success) throw fieldError(issueFields(parsed.error));
    const { itemNo, category } = parsed.data;
    if (uploads.length === 0) throw fieldError({ imageList: FIELD_MESSAGES.required });
    await ownCategory(user, itemNo, category);
    const stored = await files.store(category, String(itemNo), uploads);
    try {
      return await withOwn(user, itemNo, async (tx) => {
        const next = await pictureRows.nextPictureIndex(tx, itemNo);
        if (next + stored.length > MAX_PICTURES) throw fieldError({ imageList: 'field.tooManyPictures' });
        await pictureRows.insertPictures(
          tx,
          itemNo,
          stored.map((keys, i) => ({ ...keys, pictureIndex: next + i })),
        );
        return picturesOf(tx, itemNo);
      });
    } catch (error) {
      await files.remove(stored);
      throw error;
    }
  }

  /** PUT /items/image: the new order of kept pictures and new uploads; pictures left out are removed. */
  async function replacePictures(user: CurrentUser, rawFields: Record<string, string>, uploads: Upload[]) {
    const parsed = imageUpdateFieldsSchema.safeParse(rawFields);
    if (!parsed.success) throw fieldError(issueFields(parsed.error));
    const { carNo: itemNo, category } = parsed.data;
    await ownCategory(user, itemNo, category);
    const tokens = orderTokens(parsed.data.order, uploads.length);
    const stored = await files.store(category, String(itemNo), uploads);
    try {
      const { removed, list } = await withOwn(user, itemNo, async (tx) => {
        const current = await pictureRows.pictures(tx, itemNo);
        const order = tokens ?? current.map((p) => `p${p.pictureNo}`);
        const ordered = orderedPictures(order, current, stored);
        await pictureRows.replacePictures(tx, itemNo, ordered.map(keysOf));
        const kept = new Set(order.filter((t) => t.startsWith('p')).map((t) => Number(t.slice(1))));
        return { removed: current.filter((p) => !kept.has(p.pictureNo)), list: await picturesOf(tx, itemNo) };
      });
      await files.removeOwn(itemNo, category, removed);
      return list;
    } catch (error) {
      await files.remove(stored);
      throw error;
    }
  }

  return { addPictures, replacePictures };
}
