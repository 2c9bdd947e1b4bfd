import { COMPARE_MAX, compareItemNos } from '@market/domain';
import { useBrowserValue } from './browser-value.ts';

/** The listings chosen for comparison, kept in this browser (docs/decisions/0267). */
const STORAGE_KEY = 'market.compare';
const listeners = new Set<() => void>();
const EMPTY = '';

function read(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(itemNos: number[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, itemNos.join(','));
  } catch {
    // Kept for this page only.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The chosen listings (none on the server and at hydration), and whether another may be added. */
export function useCompareList() {
  const itemNos = compareItemNos(useBrowserValue(subscribe, read, EMPTY));
  return {
    itemNos,
    full: itemNos.length >= COMPARE_MAX,
    toggle(itemNo: number) {
      if (itemNos.includes(itemNo)) write(itemNos.filter((no) => no !== itemNo));
      else if (itemNos.length < COMPARE_MAX) write([...itemNos, itemNo]);
    },
    replace: write,
  };
}
