import { lazy, type ComponentType } from 'react';

/** A named export loaded only when first rendered, so each screen's (or overlay's) code is its own chunk. */
export function lazyNamed<P, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
