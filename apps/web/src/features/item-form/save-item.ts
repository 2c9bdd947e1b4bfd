import { CATEGORY, type Category } from '@market/domain';
import { api, type ApiBody } from '../../lib/api-client.ts';
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

/** An update's itemInfo: the chassis number cannot change after registration, so it is not sent. */
function unchangeable<Info extends { chassisNo: string }>({ chassisNo: _registered, ...info }: Info) {
  return info;
}

/**
 * A listing as the form sends it, typed by the request schemas of the API's document; saveItem adds its pictures and,
 * on update, its number and version, and leaves the chassis number out (it cannot change after registration).
 */
export type ItemDraft =
  | { category: typeof CATEGORY.car; body: Omit<ApiBody<'post', '/items/item'>, 'pictures'> }
  | { category: typeof CATEGORY.special; body: Omit<ApiBody<'post', '/items/special-item'>, 'pictures'> };

/**
 * Sends the form as one action (decision 0074): the new pictures are staged first (a refused file stops here, before
 * anything is saved), then the item is registered or updated with its whole picture order in one transaction:
 * stored pictures as `p<pictureNo>`, new ones by their staged ids.
 */
export async function saveItem(options: {
  draft: ItemDraft;
  /** The stored listing being updated; absent when one is registered. */
  stored?: { itemNo: number; version: number };
  slots: PictureSlot[];
  picturesChanged: boolean;
}) {
  const { draft, stored } = options;
  let pictures: string[] | undefined;
  if (!stored || options.picturesChanged) {
    const files = options.slots.flatMap((slot) => (slot.file ? [slot.file] : []));
    const staged = await stagePictures(draft.category, files);
    pictures = options.slots.map((slot) => (slot.stored ? `p${slot.stored.pictureNo}` : staged.shift()!));
  }
  if (!stored) {
    return draft.category === CATEGORY.car
      ? api.post('/items/item', { body: { ...draft.body, pictures } })
      : api.post('/items/special-item', { body: { ...draft.body, pictures } });
  }
  const update = { itemNo: stored.itemNo, carNo: stored.itemNo, version: stored.version, pictures };
  return draft.category === CATEGORY.car
    ? api.put('/items/item', { body: { ...draft.body, ...update, itemInfo: unchangeable(draft.body.itemInfo) } })
    : api.put('/items/special-item', {
        body: { ...draft.body, ...update, itemInfo: unchangeable(draft.body.itemInfo) },
      });
}
