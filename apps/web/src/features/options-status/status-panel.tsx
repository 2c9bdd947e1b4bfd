import { Suspense } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import {
  GRADED_UNDER_NO,
  localizedName,
  OPTIONAL_WORKING_NO,
  UNDER_GRADES,
  UNDER_STATUS_COUNT,
  underStatusValue,
  WORKING_STATUS_COUNT,
  workingStatusValue,
  type PanelMode,
  type UnderStatusEntry,
  type WorkingStatusEntry,
} from '@market/domain';
import { lazyWithMui } from '../../lib/lazy.ts';
import { LoginNotice, PanelGroup } from './panel-frame.tsx';

const StatusChoices = lazyWithMui(() => import('./status-choices.tsx'), 'StatusChoices');

interface StatusLists {
  under: UnderStatusEntry[];
  working: WorkingStatusEntry[];
}

export interface StatusPanelProps {
  mode: PanelMode;
  /** Undefined while loading: the spec's placeholders (3, 8) show. */
  status: StatusLists | undefined;
  masked?: boolean;
  /** Edit modes: a radio changed. */
  onChange?: (kind: 'under' | 'working', entryNo: number, flag: number) => void;
}

interface Row {
  no: number;
  label: string;
  value: string;
  choices: { flag: number; label: string }[];
}

/** Lower-body and operation condition: a label and a value per entry in view mode, radio groups in edit modes. */
export function StatusPanel({ mode, status, masked = false, onChange }: StatusPanelProps) {
  const { t } = useTranslation('detail');
  const language = useLanguage().code;
  if (masked) return <LoginNotice text={t('options.login')} />;
  const editing = mode !== 'view';

  const underText = (underNo: number, flag: number | null) => {
    const value = underStatusValue(underNo, flag);
    if (!value) return '-';
    return value.kind === 'percent' ? `${value.percent}%` : t(`status.${value.kind}`);
  };
  const workingText = (flag: number | null) => {
    const value = workingStatusValue(flag);
    return value ? t(`status.${value === 'working' ? 'isWorking' : value}`) : '-';
  };
  const under: Row[] = (status?.under ?? []).map((entry) => ({
    no: entry.underNo,
    label: localizedName(entry, 'underName', language),
    value: underText(entry.underNo, entry.flag),
    choices:
      entry.underNo === GRADED_UNDER_NO
        ? UNDER_GRADES.map((flag) => ({ flag, label: underText(entry.underNo, flag) }))
        : [1, 0].map((flag) => ({ flag, label: underText(entry.underNo, flag) })),
  }));
  const working: Row[] = (status?.working ?? []).map((entry) => ({
    no: entry.workingNo,
    label: localizedName(entry, 'workingName', language),
    value: workingText(entry.flag),
    choices: (entry.workingNo === OPTIONAL_WORKING_NO ? [1, 0, 2] : [1, 0]).map((flag) => ({
      flag,
      label: workingText(flag),
    })),
  }));
  const current = (kind: 'under' | 'working', no: number) =>
    kind === 'under'
      ? status?.under.find((entry) => entry.underNo === no)?.flag
      : status?.working.find((entry) => entry.workingNo === no)?.flag;

  const groups = [
    { kind: 'under' as const, title: t('status.under'), rows: under, placeholders: UNDER_STATUS_COUNT },
    { kind: 'working' as const, title: t('status.working'), rows: working, placeholders: WORKING_STATUS_COUNT },
  ];
  return (
    <div aria-busy={status === undefined}>
      {groups.map((group) => (
        <PanelGroup key={group.kind} title={group.title} loading={!status} placeholders={group.placeholders}>
          <table className="plain-table">
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.no}>
                  <th scope="row" className="plain-table__cell status-table__label">
                    {row.label}
                  </th>
                  <td className="plain-table__cell">
                    {editing ? (
                      <Suspense fallback={null}>
                        <StatusChoices
                          label={row.label}
                          value={current(group.kind, row.no) ?? ''}
                          choices={row.choices}
                          onChange={(flag) => onChange?.(group.kind, row.no, flag)}
                        />
                      </Suspense>
                    ) : (
                      row.value
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </PanelGroup>
      ))}
    </div>
  );
}
