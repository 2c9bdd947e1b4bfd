import { FAVOURITES_MAX, VISITOR_FAVOURITES_KEY, type FavouriteList } from '@market/domain';
import { api } from './api-client.ts';

/*
 * A visitor's favourites, kept in this browser (localStorage) and read only after hydration, so a visitor's page stays
 * one cached page for everyone (decision 0226); added to the account at login (issue 32, docs/decisions/0260).
 */

const listeners = new Set<() => void>();
export const NONE: readonly number[] = [];
let cachedText: string | null = null;
let cachedList: readonly number[] = NONE;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The visitor's favourites in this browser (the same array while the stored text is the same). */
export function visitorFavourites(): readonly number[] {
  const text = storage()?.getItem(VISITOR_FAVOURITES_KEY) ?? null;
  if (text === cachedText) return cachedList;
  cachedText = text;
  try {
    const parsed: unknown = text === null ? [] : JSON.parse(text);
    cachedList = Array.isArray(parsed) ? parsed.filter((value): value is number => Number.isSafeInteger(value)) : NONE;
  } catch {
    cachedList = NONE;
  }
  return cachedList;
}

export function storeVisitorFavourites(itemNos: readonly number[]): void {
  const store = storage();
  if (!store) return;
  try {
    if (itemNos.length === 0) store.removeItem(VISITOR_FAVOURITES_KEY);
    else store.setItem(VISITOR_FAVOURITES_KEY, JSON.stringify(itemNos.slice(0, FAVOURITES_MAX)));
  } catch {
    // A full or blocked storage: the heart stays as it was.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeVisitorFavourites(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === VISITOR_FAVOURITES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** After login: the visitor's favourites of this browser become the account's, and the browser's list is emptied. */
export async function mergeVisitorFavourites(): Promise<FavouriteList | undefined> {
  const itemNos = visitorFavourites();
  if (itemNos.length === 0) return undefined;
  const list = await api.post('/favourites/merge', { body: { itemNos: [...itemNos] } });
  storeVisitorFavourites(NONE);
  return list;
}
