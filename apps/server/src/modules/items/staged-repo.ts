import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { stagedPictures } from '../../db/schema/index.ts';
import type { PictureKeys } from './repo.ts';

const keyColumns = {
  stagedId: stagedPictures.stagedId,
  category: stagedPictures.category,
  pictureMiniName: stagedPictures.pictureMiniName,
  pictureWatermarkName: stagedPictures.pictureWatermarkName,
  pictureOriginName: stagedPictures.pictureOriginName,
};

/** Pictures waiting for their listing's save (decision 0074), each bound to the seller who uploaded it. */
export function createStagedRepo(db: Db) {
  return {
    async insert(rows: (PictureKeys & { stagedId: string; userNo: number; category: number })[]) {
      await db.insert(stagedPictures).values(rows);
    },

    /** Takes the seller's own staged pictures of these ids out of waiting (in the save's transaction). */
    async take(tx: Db, userNo: number, stagedIds: string[]) {
      if (stagedIds.length === 0) return [];
      return tx
        .delete(stagedPictures)
        .where(and(eq(stagedPictures.userNo, userNo), inArray(stagedPictures.stagedId, stagedIds)))
        .returning(keyColumns);
    },

    /** Staged pictures nobody saved since `before`: their rows go, and the caller removes their files. */
    async takeOlderThan(before: Date) {
      return db.delete(stagedPictures).where(lt(stagedPictures.createdAt, before)).returning(keyColumns);
    },
  };
}
