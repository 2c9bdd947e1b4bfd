import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pictureFileColumns } from '../../db/picture-columns.ts';
import { pictures } from '../../db/schema/index.ts';
import type { PictureKeys } from './repo.ts';

/** A listing's pictures in their order (pictureIndex 0 is the main one). */
export function createPicturesRepo() {
  return {
    async pictures(tx: Db, itemNo: number) {
      return tx
        .select({
          pictureNo: pictures.pictureNo,
          ...pictureFileColumns,
        })
        .from(pictures)
        .where(eq(pictures.itemNo, itemNo))
        .orderBy(asc(pictures.pictureIndex));
    },

    async nextPictureIndex(tx: Db, itemNo: number): Promise<number> {
      const [row] = await tx
        .select({ last: max(pictures.pictureIndex) })
        .from(pictures)
        .where(eq(pictures.itemNo, itemNo));
      return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
    },

    async insertPictures(tx: Db, itemNo: number, rows: (PictureKeys & { pictureIndex: number })[]) {
      if (rows.length > 0) await tx.insert(pictures).values(rows.map((row) => ({ itemNo, ...row })));
    },

    /** Rewrites the order: deletes every picture of the item, then inserts the kept and new ones as 0..n-1. */
    async replacePictures(tx: Db, itemNo: number, ordered: PictureKeys[]) {
      await tx.delete(pictures).where(eq(pictures.itemNo, itemNo));
      await this.insertPictures(
        tx,
        itemNo,
        ordered.map((keys, pictureIndex) => ({ ...keys, pictureIndex })),
      );
    },
  };
}
