import {
  INSPECTION_PANEL_KEYS,
  INSPECTION_PANELS,
  PANEL_MARKS,
  type InspectionPanel,
  type PanelEntry,
  type PanelMark,
  type PanelRank,
} from './condition.ts';

/**
 * The outline of the body the record's diagram is drawn on (issue 31): a car seen from above, its front at the top,
 * its left side on the left as on the Korean form. One geometry for the detail page's SVG and the demo originals.
 */
export const DIAGRAM_SIZE = { width: 260, height: 432 } as const;

/** [x, y, width, height] of each panel on the outline. Frame parts sit between the outer panels, drawn dashed. */
export const PANEL_BOXES: Record<InspectionPanel, readonly [number, number, number, number]> = {
  frontPanel: [80, 6, 100, 12],
  radiatorSupport: [80, 22, 100, 14],
  insidePanelLeft: [80, 40, 12, 80],
  hood: [96, 40, 68, 80],
  insidePanelRight: [168, 40, 12, 80],
  frontFenderLeft: [40, 40, 36, 80],
  frontFenderRight: [184, 40, 36, 80],
  frontWheelHouseLeft: [6, 52, 14, 56],
  frontWheelHouseRight: [240, 52, 14, 56],
  pillarLeft: [80, 126, 12, 40],
  dashPanel: [96, 126, 68, 16],
  crossMember: [96, 146, 68, 16],
  pillarRight: [168, 126, 12, 40],
  frontDoorLeft: [40, 126, 36, 90],
  frontDoorRight: [184, 126, 36, 90],
  sideSillLeft: [24, 126, 12, 184],
  sideSillRight: [224, 126, 12, 184],
  roofPanel: [80, 170, 100, 80],
  rearDoorLeft: [40, 220, 36, 90],
  rearDoorRight: [184, 220, 36, 90],
  floorPanel: [96, 256, 68, 30],
  trunkFloor: [96, 292, 68, 32],
  quarterPanelLeft: [40, 314, 36, 80],
  quarterPanelRight: [184, 314, 36, 80],
  rearWheelHouseLeft: [6, 326, 14, 56],
  rearWheelHouseRight: [240, 326, 14, 56],
  trunkLid: [80, 330, 100, 64],
  rearPanel: [80, 400, 100, 12],
};

/** The outline of the body: a rounded shape around the outer panels, with the wheels outside it. */
export const BODY_OUTLINE_PATH =
  'M 60 16 Q 130 0 200 16 Q 232 24 232 60 L 232 380 Q 232 414 200 418 Q 130 430 60 418 Q 28 414 28 380 L 28 60 Q 28 24 60 16 Z';

/** Each mark's fill: distinct in hue and lightness, so it reads in grey too; the letter is drawn on it as well. */
export const PANEL_MARK_COLORS: Record<PanelMark, string> = {
  exchanged: '#c62828',
  welded: '#6a1b9a',
  sheetMetal: '#ef6c00',
  painted: '#1565c0',
};

export interface DiagramPart {
  panel: InspectionPanel;
  rank: PanelRank;
  box: readonly [number, number, number, number];
  mark: PanelMark | null;
  /** The mark's letter (X, W, A, P), or null when unmarked. */
  letter: string | null;
  fill: string;
}

/** Every panel of the diagram with its mark, outer panels first so frame parts are drawn over nothing. */
export function diagramParts(entries: readonly PanelEntry[]): DiagramPart[] {
  const marks = new Map(entries.map((entry) => [entry.panel, entry.mark]));
  return INSPECTION_PANEL_KEYS.map((panel) => {
    const mark = marks.get(panel) ?? null;
    return {
      panel,
      rank: INSPECTION_PANELS[panel],
      box: PANEL_BOXES[panel],
      mark,
      letter: mark ? PANEL_MARKS[mark] : null,
      fill: mark ? PANEL_MARK_COLORS[mark] : '#ffffff',
    };
  }).sort((a, b) => Number(a.rank === 'frame') - Number(b.rank === 'frame'));
}
