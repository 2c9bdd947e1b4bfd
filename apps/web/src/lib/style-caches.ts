import type { EmotionCache } from '@emotion/cache';
import { createContext } from 'react';

export type StyleCaches = Record<'ltr' | 'rtl', EmotionCache>;

/**
 * The server render's emotion caches (one per page, read for the page's style element), handed down to the MUI scopes
 * (mui-scope.tsx) without importing emotion: in the browser it is empty and the scope makes its own.
 */
export const StyleCachesContext = createContext<StyleCaches | undefined>(undefined);

/** The page language's direction, filled by the app's providers from its language context. */
export const PageDirectionContext = createContext<'ltr' | 'rtl'>('ltr');

/** True inside a MUI scope: a nested one (a dialog inside a MUI screen) adds nothing. */
export const InMuiScopeContext = createContext(false);
