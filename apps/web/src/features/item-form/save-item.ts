import { CATEGORY, type Category, type SavedItem } from '@market/domain';
import { http } from '../../lib/http.ts';
import { stagePictureBatch } from './api.ts';
import type { PictureSlot } from './pictures-field.tsx';

/** Files per picture request, as the server takes them. */
const PICTURES_PER_REQUEST = 10;

function chunks<T>(list: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
}

/** Uploads the new files to be checked and stored aside; the ids come back in the files' order. */
async function stagePictures(category: Category, files: File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const batch of chunks(files, PICTURES_PER_REQUEST)) {
    const form = new FormData();
    form.append('category', String(category));
    for (const file of batch) form.append('imageList', file);
    const staged = await stagePictureBatch(form);
    ids.push(...staged.map((picture) => picture.stagedId));
  }
  return ids;
}

/**
 * Sends the form as one action (decision 0074): the new pictures are staged first (a refused file stops here, before
 * anything is saved), then the item is registered or updated with its whole picture order in one transaction:
 * stored pictures as `p<pictureNo>`, new ones by their staged ids.
 */
export async function saveItem(options: {
  category: Category;
  itemNo?: number;
  version?: number;
  body: Record<string, unknown>;
  slots: PictureSlot[];
  picturesChanged: boolean;
}): Promise<SavedItem> {
  const path = options.category === CATEGORY.car ? '/items/item' : '/items/special-item';
  const register = options.itemNo === undefined;
  let pictures: string[] | undefined;
  if (register || options.picturesChanged) {
    const files = options.slots.flatMap((slot) => (slot.file ? [slot.file] : []));
    const staged = await stagePictures(options.category, files);
    pictures = options.slots.map((slot) => (slot.stored ? `p${slot.stored.pictureNo}` : staged.shift()!));
  }
  if (register) {
    return http<SavedItem>(path, { method: 'POST', body: JSON.stringify({ ...options.body, pictures }) });
  }
  return http<SavedItem>(path, {
    method: 'PUT',
    body: JSON.stringify({
      ...options.body,
      itemNo: options.itemNo,
      carNo: options.itemNo,
      version: options.version,
      pictures,
    }),
  });
}
