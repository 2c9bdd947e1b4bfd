import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { directionOf, languageTag, type LanguageCode } from '@market/domain';
import { applyDocumentLanguage, storeLanguage } from '../lib/i18n/language.ts';
import { NAMES_OF } from './page-data.ts';

interface LanguageState {
  code: LanguageCode;
  direction: 'ltr' | 'rtl';
  setLanguage(code: LanguageCode): void;
}

const LanguageContext = createContext<LanguageState | undefined>(undefined);

export function LanguageProvider({ initial, children }: { initial: LanguageCode; children: ReactNode }) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState(initial);
  const setLanguage = useCallback(
    (next: LanguageCode) => {
      storeLanguage(next);
      applyDocumentLanguage(next);
      setCode(next);
      void i18n.changeLanguage(languageTag(next));
      // A server-rendered page's answers carry the names of its language only (entry-server.tsx): they are asked
      // for again, whole; until they come, their names show in English.
      void queryClient.invalidateQueries({
        predicate: (query) => query.meta?.[NAMES_OF] !== undefined && query.meta[NAMES_OF] !== next,
      });
    },
    [i18n, queryClient],
  );
  const value = useMemo(() => ({ code, direction: directionOf(languageTag(code)), setLanguage }), [code, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}
