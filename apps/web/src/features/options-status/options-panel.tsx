import { Suspense } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { localizedName, OPTION_GROUPS, type OptionEntry, type OptionGroup, type PanelMode } from '@market/domain';
import { lazyWithMui } from '../../lib/lazy.ts';
import { LoginNotice, PanelGroup } from './panel-frame.tsx';

type OptionLists = Record<OptionGroup, OptionEntry[]>;

export interface OptionsPanelProps {
  mode: PanelMode;
  /** Undefined while loading: the spec's placeholders (19, 5, 24) show. */
  options: OptionLists | undefined;
  /** The viewer may not see the details: the login notice shows instead. */
  masked?: boolean;
  /** Edit modes: a checkbox changed. */
  onToggle?: (group: OptionGroup, optionNo: number, selected: boolean) => void;
}

const OptionChoices = lazyWithMui(() => import('./option-choices.tsx'), 'OptionChoices');

const GROUPS = Object.keys(OPTION_GROUPS) as OptionGroup[];

/** The check mark of a selected option (MUI's CheckCircle drawing), styled by detail-sections.css. */
function CheckMark() {
  return (
    <svg className="option-list__mark" viewBox="0 0 24 24" focusable="false" aria-hidden>
      <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z" />
    </svg>
  );
}

/**
 * The options panel: safety devices, exterior and interior. View mode lists only the selected options; register and
 * update modes show every option as a checkbox.
 */
export function OptionsPanel({ mode, options, masked = false, onToggle }: OptionsPanelProps) {
  const { t } = useTranslation('detail');
  const language = useLanguage().code;
  if (masked) return <LoginNotice text={t('options.login')} />;
  const editing = mode !== 'view';
  if (!editing && options && GROUPS.every((group) => options[group].every((option) => !option.flag)))
    return <p className="plain-text">{t('options.none')}</p>;
  return (
    <div aria-busy={options === undefined}>
      {GROUPS.map((group) => {
        const entries = options?.[group] ?? [];
        const shown = editing ? entries : entries.filter((option) => option.flag);
        return (
          <PanelGroup key={group} title={t(`options.${group}`)} loading={!options} placeholders={OPTION_GROUPS[group]}>
            {editing ? (
              <Suspense fallback={null}>
                <OptionChoices
                  options={shown}
                  language={language}
                  onToggle={(optionNo, selected) => onToggle?.(group, optionNo, selected)}
                />
              </Suspense>
            ) : (
              <ul className="option-list">
                {shown.map((option) => (
                  <li key={option.optionNo} className="option-list__item">
                    <CheckMark />
                    {localizedName(option, 'optionName', language)}
                  </li>
                ))}
              </ul>
            )}
          </PanelGroup>
        );
      })}
    </div>
  );
}
