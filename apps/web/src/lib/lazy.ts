import { createElement, lazy, type ComponentType } from 'react';

/** A named export loaded only when first rendered, so each screen's (or overlay's) code is its own chunk. */
export function lazyNamed<P, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

/**
 * As lazyNamed, for a screen or overlay that draws MUI: rendered inside a MUI scope (mui-scope.tsx: the theme,
 * emotion cache and RTL plugin), whose code loads at the same time as the screen's, not after it (decision 0198).
 */
export function lazyWithMui<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => {
    const [module, { MuiScope }] = await Promise.all([load(), import('./mui-scope.tsx')]);
    const Screen = module[name];
    function WithMui(props: P) {
      return createElement(MuiScope, null, createElement(Screen, props));
    }
    WithMui.displayName = `WithMui(${name})`;
    return { default: WithMui };
  });
}
