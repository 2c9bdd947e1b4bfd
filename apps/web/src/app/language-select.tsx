import { useEffect, useRef } from 'react';
import { useLanguage, useTranslation } from '../lib/i18n/translation.tsx';
import { LANGUAGE_TAGS, parseLanguageCode } from '@market/domain';
import { LANGUAGE_NAMES } from '../lib/i18n/language.ts';

/**
 * The header's language choice: the browser's own select (styled by plain-field.css), which works before the app
 * has taken a server-rendered page over; a language chosen then is applied once it has.
 */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { code, setLanguage } = useLanguage();
  const select = useRef<HTMLSelectElement>(null);
  const choose = (value: string) => {
    const chosen = parseLanguageCode(value);
    if (chosen !== undefined) setLanguage(chosen);
  };
  useEffect(() => {
    // A choice made on the server-rendered page before hydration: the select shows it, the app has not applied it.
    const shown = select.current?.value;
    if (shown !== undefined && shown !== String(code)) choose(shown);
    // Only once, on taking the page over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <label className="plain-field">
      <span className="plain-field__label">{t('language.label')}</span>
      <select
        ref={select}
        className="plain-field__control plain-field__select"
        value={code}
        onChange={(event) => choose(event.target.value)}
      >
        {LANGUAGE_TAGS.map((tag, index) => (
          <option key={tag} value={index} lang={tag}>
            {LANGUAGE_NAMES[tag]}
          </option>
        ))}
      </select>
    </label>
  );
}
