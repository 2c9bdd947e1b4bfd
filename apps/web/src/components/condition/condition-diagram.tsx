import { useId } from 'react';
import {
  BODY_OUTLINE_PATH,
  DIAGRAM_SIZE,
  diagramParts,
  PANEL_MARK_COLORS,
  PANEL_MARK_KEYS,
  PANEL_MARKS,
  type PanelEntry,
} from '@market/domain';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/**
 * The inspection record's panel diagram (issue 31): the body seen from above, drawn in code on the domain's outline,
 * each marked panel filled in its mark's colour with the mark's letter, frame parts dashed. Readers get each marked
 * panel in words ("Front left door: painted"); the legend names the marks in the page's language.
 */
export function ConditionDiagram({ panels }: { panels: readonly PanelEntry[] }) {
  const { t } = useTranslation('condition');
  const titleId = useId();
  const parts = diagramParts(panels);
  const marked = parts.filter((part) => part.mark !== null).length;
  return (
    <figure className="condition-diagram">
      <svg
        className="condition-diagram__drawing"
        viewBox={`0 0 ${DIAGRAM_SIZE.width} ${DIAGRAM_SIZE.height}`}
        role="group"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{t('inspection.diagramLabel', { count: marked })}</title>
        <path d={BODY_OUTLINE_PATH} fill="#eceff1" stroke="#455a64" aria-hidden="true" />
        {parts.map(({ panel, rank, box: [x, y, width, height], mark, letter, fill }) => (
          <g
            key={panel}
            {...(mark
              ? {
                  role: 'img',
                  'aria-label': t('panelMarked', { panel: t(`panels.${panel}`), mark: t(`marks.${mark}`) }),
                }
              : { 'aria-hidden': true })}
          >
            <rect
              x={x}
              y={y}
              width={width}
              height={height}
              fill={fill}
              stroke="#455a64"
              strokeDasharray={rank === 'frame' ? '3 2' : undefined}
            />
            {letter && (
              <text x={x + width / 2} y={y + height / 2 + 4} textAnchor="middle" fontSize="12" fill="#fff">
                {letter}
              </text>
            )}
          </g>
        ))}
      </svg>
      <figcaption className="condition-diagram__legend">
        <span className="plain-text plain-text--body2">{t('inspection.frontUp')}</span>
        <ul aria-label={t('inspection.legend')} className="condition-diagram__marks">
          {PANEL_MARK_KEYS.map((mark) => (
            <li key={mark}>
              <span
                className="condition-diagram__swatch"
                style={{ background: PANEL_MARK_COLORS[mark] }}
                aria-hidden="true"
              >
                {PANEL_MARKS[mark]}
              </span>
              {t(`marks.${mark}`)}
            </li>
          ))}
          <li>
            <span className="condition-diagram__swatch condition-diagram__swatch--frame" aria-hidden="true" />
            {t('inspection.frameParts')}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
