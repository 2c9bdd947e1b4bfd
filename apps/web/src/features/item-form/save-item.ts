import { CATEGORY, type Category, type SavedItem } from '@market/domain';
import { http } from '../../lib/http.ts';
import type { PictureSlot } from './pictures-field.tsx';

/** Files per picture request, as the server takes them. */
const PICTURES_PER_REQUEST = 10;

function chunks<T>(list: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
}

async function postPictures(itemNo: number, category: Category, files: File[]) {
  for (const batch of chunks(files, PICTURES_PER_REQUEST)) {
    const form = new FormData();
    form.append('itemNo', String(itemNo));
    form.append('category', String(category));
    for (const file of batch) form.append('imageList', file);
    await http('/items/image', { method: 'POST', body: form });
  }
}

/**
 * Sends the form: the item first (POST or PUT with the version it was based on), then its pictures. Update mode sends
 * the new order in one PUT /items/image (kept pictures, removed ones left out, the first new files placed); any further
 * new files are appended after it.
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
  if (options.itemNo === undefined) {
    const saved = await http<SavedItem>(path, { method: 'POST', body: JSON.stringify(options.body) });
    await postPictures(
      saved.itemNo,
      options.category,
      options.slots.flatMap((slot) => (slot.file ? [slot.file] : [])),
    );
    return saved;
  }
  const saved = await http<SavedItem>(path, {
    method: 'PUT',
    body: JSON.stringify({ ...options.body, itemNo: options.itemNo, carNo: options.itemNo, version: options.version }),
  });
  if (options.picturesChanged) {
    const firstFiles: File[] = [];
    const later: File[] = [];
    const order: string[] = [];
    for (const slot of options.slots) {
      if (slot.stored) order.push(`p${slot.stored.pictureNo}`);
      else if (slot.file && firstFiles.length < PICTURES_PER_REQUEST) {
        order.push(`f${firstFiles.length}`);
        firstFiles.push(slot.file);
      } else if (slot.file) later.push(slot.file);
    }
    const form = new FormData();
    form.append('carNo', String(options.itemNo));
    form.append('category', String(options.category));
    form.append('order', order.join(','));
    for (const file of firstFiles) form.append('imageList', file);
    await http('/items/image', { method: 'PUT', body: form });
    await postPictures(options.itemNo, options.category, later);
  }
  return saved;
}
