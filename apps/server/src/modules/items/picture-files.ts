import { randomUUID } from 'node:crypto';
import { CATEGORY } from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import { pictureFiles, processPicture, variantKeys } from '../../platform/pictures.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Upload } from '../../platform/uploads.ts';
import type { PictureKeys } from './repo.ts';

/** The folder of staged pictures within a category's; their keys stay the same once a listing takes them. */
export const STAGED_PLACE = 'staged';

/** Where a category's pictures live: public copies under car/ or special/, originals under originals/ (never public). */
function pictureFolder(category: number): string {
  return category === CATEGORY.car ? 'car' : 'special';
}

/** The stored files of listing pictures: written re-encoded under names of our own, and removed. */
export function createPictureFiles(storage: FileStorage) {
  async function remove(keys: PictureKeys[]) {
    await Promise.all(
      keys.flatMap((k) =>
        [k.pictureMiniName, k.pictureWatermarkName, k.pictureOriginName, ...variantKeys(k.pictureWatermarkName)].map(
          (key) => storage.remove(key),
        ),
      ),
    );
  }

  /**
   * Re-encodes and stores the uploads under names of our own in `place` (an itemNo, or the staged folder); nothing of
   * the client's file name reaches a key, it only names a refused file in the message.
   */
  async function store(category: number, place: string, files: Upload[]): Promise<PictureKeys[]> {
    const folder = pictureFolder(category);
    const stored: PictureKeys[] = [];
    try {
      for (const file of files) {
        const processed = await processPicture(file.path).catch(() => {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'unsupportedFile', params: { name: file.name } });
        });
        const id = randomUUID();
        const keys = {
          pictureMiniName: `${folder}/${place}/${id}-mini.jpg`,
          pictureWatermarkName: `${folder}/${place}/${id}-wm.jpg`,
          pictureOriginName: `originals/${folder}/${place}/${id}.jpg`,
        };
        const copies = pictureFiles(
          { mini: keys.pictureMiniName, display: keys.pictureWatermarkName, origin: keys.pictureOriginName },
          processed,
        );
        // Listed before the writes: a failed write leaves nothing behind either.
        stored.push(keys);
        await Promise.all(copies.map(({ key, data }) => storage.put(key, data)));
      }
      return stored;
    } catch (error) {
      await remove(stored);
      throw error;
    }
  }

  /** Removes the pictures a listing left out, only those it was given by an upload: demo listings share theirs. */
  async function removeOwn(itemNo: number, category: number, keys: PictureKeys[]) {
    const folder = pictureFolder(category);
    const under = (key: string, prefix: string) =>
      [itemNo, STAGED_PLACE].some((place) => key.startsWith(`${prefix}${folder}/${place}/`));
    await remove(
      keys.filter(
        (k) =>
          under(k.pictureMiniName, '') && under(k.pictureWatermarkName, '') && under(k.pictureOriginName, 'originals/'),
      ),
    );
  }

  return { store, remove, removeOwn };
}

/** A picture as the seller's form shows it: no original's key. */
export function pictureView({
  pictureNo,
  pictureIndex,
  pictureMiniName,
  pictureWatermarkName,
}: {
  pictureNo: number;
  pictureIndex: number;
  pictureMiniName: string;
  pictureWatermarkName: string;
}) {
  return { pictureNo, pictureIndex, pictureMiniName, pictureWatermarkName };
}

/** Only the keys of a picture, as its row is written again in a new order. */
export function keysOf({ pictureMiniName, pictureWatermarkName, pictureOriginName }: PictureKeys): PictureKeys {
  return { pictureMiniName, pictureWatermarkName, pictureOriginName };
}
