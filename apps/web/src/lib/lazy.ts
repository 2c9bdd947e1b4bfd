import { lazy, type ComponentType } from 'react';

/** A named export loaded only when first rendered, so each screen's code is its own chunk. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
