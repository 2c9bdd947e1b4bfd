import type { ReactNode } from 'react';
import {
  INSPECTION_PANEL_KEYS,
  languageTag,
  PANEL_MARKS,
  type ConditionView,
  type InspectionRecord,
} from '@market/domain';
import { formatDay } from '../../lib/format.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { ConditionDiagram } from './condition-diagram.tsx';
import { ConditionState } from './condition-state.tsx';
import './condition.css';

type History = NonNullable<ConditionView['history']>;

function Facts({ caption, rows }: { caption: string; rows: [label: string, value: ReactNode][] }) {
  return (
    <table className="plain-table condition-record__facts">
      <caption className="condition-record__caption">{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="plain-table__cell spec-table__label">
              {label}
            </th>
            <td className="plain-table__cell">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table of rows under column headings, or one row saying `empty` when there are none. */
function ListTable({
  caption,
  columns,
  empty,
  children,
}: {
  caption: string;
  columns: string[];
  empty: string;
  children: ReactNode[];
}) {
  return (
    <table className="plain-table">
      <caption className="condition-record__caption">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="plain-table__cell">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {children.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="plain-table__cell">
              {empty}
            </td>
          </tr>
        ) : (
          children
        )}
      </tbody>
    </table>
  );
}

function Inspection({ record }: { record: InspectionRecord }) {
  const { t } = useTranslation('condition');
  const tag = languageTag(useLanguage().code);
  const number = new Intl.NumberFormat(tag);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  // The panels in the form's order, whatever order the seller entered them in.
  const panels = [...record.panels].sort(
    (a, b) => INSPECTION_PANEL_KEYS.indexOf(a.panel) - INSPECTION_PANEL_KEYS.indexOf(b.panel),
  );
  return (
    <section aria-labelledby="condition-inspection" className="condition-record__part">
      <h3 id="condition-inspection" className="plain-text plain-text--h6">
        {t('inspection.title')}
      </h3>
      <Facts
        caption={t('inspection.summary')}
        rows={[
          [t('inspection.inspectedOn'), formatDay(record.inspectedOn, tag)],
          [t('inspection.inspector'), <bdi key="inspector">{record.inspector}</bdi>],
          [t('inspection.odometer'), t('km', { value: number.format(record.odometerKm) })],
          [t('inspection.frameDamage'), yesNo(record.frameDamage)],
          [t('inspection.flood'), yesNo(record.flood)],
          [t('inspection.fire'), yesNo(record.fire)],
          [t('inspection.tuning'), yesNo(record.tuning)],
        ]}
      />
      <div className="condition-record__diagram">
        <ConditionDiagram panels={record.panels} />
        <ListTable
          caption={t('inspection.panels')}
          columns={[t('inspection.panel'), t('inspection.work')]}
          empty={t('inspection.noPanels')}
        >
          {panels.map(({ panel, mark }) => (
            <tr key={panel}>
              <th scope="row" className="plain-table__cell">
                {t(`panels.${panel}`)}
              </th>
              <td className="plain-table__cell">
                {PANEL_MARKS[mark]} · {t(`marks.${mark}`)}
              </td>
            </tr>
          ))}
        </ListTable>
      </div>
      {record.systems.length > 0 && (
        <Facts
          caption={t('inspection.systems')}
          rows={record.systems.map(({ system, state }) => [t(`systems.${system}`), t(`states.${state}`)])}
        />
      )}
    </section>
  );
}

function VehicleHistory({ history }: { history: History }) {
  const { t } = useTranslation('condition');
  const tag = languageTag(useLanguage().code);
  const number = new Intl.NumberFormat(tag);
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
  const claims = (count: number, won: number) =>
    t('history.claimsValue', { count, amount: t('won', { value: number.format(won) }) });
  return (
    <section aria-labelledby="condition-history" className="condition-record__part">
      <h3 id="condition-history" className="plain-text plain-text--h6">
        {t('history.title')}
      </h3>
      <Facts
        caption={t('history.summary')}
        rows={[
          [t('history.ownClaims'), claims(history.ownClaims, history.ownClaimsWon)],
          [t('history.otherClaims'), claims(history.otherClaims, history.otherClaimsWon)],
          [t('history.ownerChanges'), number.format(history.ownerChanges)],
          [t('history.rental'), yesNo(history.rental)],
          [t('history.commercial'), yesNo(history.commercial)],
          [t('history.totalLoss'), yesNo(history.totalLoss)],
          [t('history.flood'), yesNo(history.flood)],
          [t('history.theft'), yesNo(history.theft)],
        ]}
      />
      <ListTable
        caption={t('history.mileage')}
        columns={[t('history.readOn'), t('history.km'), t('history.source')]}
        empty={t('history.noReadings')}
      >
        {history.mileage.map((reading, index) => (
          <tr key={index} className={reading.rollback ? 'condition-record__rollback' : undefined}>
            <td className="plain-table__cell">{formatDay(reading.readOn, tag)}</td>
            <td className="plain-table__cell">
              {t('km', { value: number.format(reading.km) })}
              {reading.rollback && <strong className="condition-record__flag">{t('history.rollback')}</strong>}
            </td>
            <td className="plain-table__cell">
              <bdi>{reading.source}</bdi>
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

/**
 * A listing's condition record as buyers and staff read it: declared or verified, the inspection record with its
 * diagram and tables, the history with its mileage readings (a possible rollback flagged) and the originals to open.
 */
export function ConditionRecord({ view }: { view: ConditionView }) {
  const { t } = useTranslation('condition');
  const tag = languageTag(useLanguage().code);
  return (
    <div className="condition-record">
      <ConditionState state={view.state} verifiedAt={view.verifiedAt} verifiedBy={view.verifiedBy} />
      {view.inspection && <Inspection record={view.inspection} />}
      {view.history && <VehicleHistory history={view.history} />}
      <section aria-labelledby="condition-documents" className="condition-record__part">
        <h3 id="condition-documents" className="plain-text plain-text--h6">
          {t('documents.title')}
        </h3>
        {view.documents.length === 0 ? (
          <p className="plain-text plain-text--body2">{t('documents.none')}</p>
        ) : (
          <ul className="condition-record__documents">
            {view.documents.map((document) => (
              <li key={document.docNo}>
                <a
                  className="plain-link"
                  href={`/api/items/${view.itemNo}/condition/documents/${document.docNo}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t(`documents.${document.kind}`)}: <bdi>{document.fileName}</bdi>
                </a>{' '}
                <span className="plain-text plain-text--secondary">({formatDay(document.uploadedAt, tag)})</span>
              </li>
            ))}
          </ul>
        )}
        <p className="plain-text plain-text--body2 plain-text--secondary">{t('documents.source')}</p>
      </section>
    </div>
  );
}
