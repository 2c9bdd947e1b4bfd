import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CATEGORY, FIELD_MESSAGES, type CurrentUser } from '@market/domain';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Upload } from '../../platform/uploads.ts';
import { fieldError, issueFields } from './checks.ts';
import { createPictureFiles, keysOf, STAGED_PLACE } from './picture-files.ts';
import { createPicturesRepo } from './pictures-repo.ts';
import type { PictureKeys } from './repo.ts';
import { createStagedRepo } from './staged-repo.ts';

/** A staged picture no save has taken within a day is swept (its form was abandoned). */
const STAGED_PICTURE_TTL_MS = 24 * 60 * 60 * 1000;

export const categoryField = z.coerce.number().pipe(z.union([z.literal(CATEGORY.car), z.literal(CATEGORY.special)]));
const stageFieldsSchema = z.object({ category: categoryField });

/**
 * Pictures of a form not saved yet (decision 0074): stored ahead, bound to the seller, and taken by the listing's save
 * in its transaction; a failed save or an abandoned form leaves no files.
 */
export function createStagedPictures(db: Db, storage: FileStorage) {
  const staged = createStagedRepo(db);
  const pictureRows = createPicturesRepo();
  const files = createPictureFiles(storage);

  /** POST /items/staged-image: checks, re-encodes and stores the pictures, bound to the seller. */
  async function stage(user: CurrentUser, rawFields: Record<string, string>, uploads: Upload[]) {
    const parsed = stageFieldsSchema.safeParse(rawFields);
    if (!parsed.success) throw fieldError(issueFields(parsed.error));
    if (uploads.length === 0) throw fieldError({ imageList: FIELD_MESSAGES.required });
    await files.remove(await staged.takeOlderThan(new Date(Date.now() - STAGED_PICTURE_TTL_MS)));
    const { category } = parsed.data;
    const stored = await files.store(category, STAGED_PLACE, uploads);
    const rows = stored.map((keys) => ({ ...keys, stagedId: randomUUID(), userNo: user.userNo, category }));
    try {
      await staged.insert(rows);
    } catch (error) {
      await files.remove(stored);
      throw error;
    }
    return rows.map(({ stagedId }) => ({ stagedId }));
  }

  /** Runs a save that names staged pictures; when it fails they are removed, so a failed save leaves no files. */
  async function withStaged<T>(user: CurrentUser, pictureOrder: string[] | undefined, save: () => Promise<T>) {
    try {
      return await save();
    } catch (error) {
      const stagedIds = (pictureOrder ?? []).filter((token) => !token.startsWith('p'));
      await files.remove(await staged.take(db, user.userNo, stagedIds));
      throw error;
    }
  }

  /**
   * Makes the item's pictures the given order (in the save's transaction): `p<pictureNo>` keeps a stored picture, a
   * staged id takes the seller's staged picture of the item's category. Returns the stored pictures left out.
   */
  async function place(tx: Db, user: CurrentUser, itemNo: number, category: number, order: string[]) {
    const stagedIds = order.filter((token) => !token.startsWith('p'));
    const taken = await staged.take(tx, user.userNo, stagedIds);
    if (taken.length !== stagedIds.length || taken.some((picture) => picture.category !== category)) {
      throw fieldError({ pictures: 'field.pictureExpired' });
    }
    const current = await pictureRows.pictures(tx, itemNo);
    const byToken = new Map<string, PictureKeys>([
      ...current.map((picture) => [`p${picture.pictureNo}`, picture] as const),
      ...taken.map((picture) => [picture.stagedId, picture] as const),
    ]);
    const ordered = order.map((token) => byToken.get(token));
    if (ordered.some((picture) => !picture)) throw fieldError({ pictures: FIELD_MESSAGES.invalid });
    await pictureRows.replacePictures(tx, itemNo, (ordered as PictureKeys[]).map(keysOf));
    return current.filter((picture) => !order.includes(`p${picture.pictureNo}`));
  }

  return { stage, withStaged, place, removeOwn: files.removeOwn };
}
