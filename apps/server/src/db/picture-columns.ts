import { pictures } from './schema/index.ts';

/** A listing picture's place and its stored files (thumbnail, watermarked, original). */
export const pictureFileColumns = {
  pictureIndex: pictures.pictureIndex,
  pictureMiniName: pictures.pictureMiniName,
  pictureWatermarkName: pictures.pictureWatermarkName,
  pictureOriginName: pictures.pictureOriginName,
};
