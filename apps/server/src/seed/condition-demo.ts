import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  accidentClaims,
  BODY_OUTLINE_PATH,
  checkMileage,
  diagramParts,
  EMPTY_HISTORY,
  hasMileageRollback,
  type InspectionRecord,
  type VehicleHistory,
} from '@market/domain';
import type { FileStorage } from '../platform/storage.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/transaction.ts';
import { itemConditionDocuments, itemConditions } from '../db/schema/index.ts';
import type { SeedStep } from './index.ts';

interface DemoRecord {
  inspection: InspectionRecord;
  history: VehicleHistory;
  verified: boolean;
}

const GOOD_SYSTEMS: InspectionRecord['systems'] = [
  { system: 'engine', state: 'good' },
  { system: 'transmission', state: 'good' },
  { system: 'powerTrain', state: 'good' },
  { system: 'steering', state: 'good' },
  { system: 'brakes', state: 'good' },
  { system: 'electrical', state: 'good' },
  { system: 'fuel', state: 'good' },
  { system: 'highVoltage', state: 'notApplicable' },
];
const noFlags = { frameDamage: false, flood: false, fire: false, tuning: false };
const cleanHistory: VehicleHistory = {
  ...EMPTY_HISTORY,
  ownerChanges: 1,
  mileage: [
    { readOn: '2021-04-12', km: 18_400, source: 'Periodic inspection' },
    { readOn: '2023-04-20', km: 39_900, source: 'Periodic inspection' },
    { readOn: '2025-05-02', km: 58_300, source: 'Periodic inspection' },
  ],
};

/**
 * Invented records of the demo (docs/decisions/0253): a clean verified one, light repaints, one with accident claims
 * and frame repairs, one whose mileage readings fall (a possible rollback), and a truck's.
 */
const DEMO_RECORDS: DemoRecord[] = [
  {
    inspection: {
      inspectedOn: '2026-09-14',
      inspector: 'Korea Automobile Inspection Co.',
      odometerKm: 61_050,
      ...noFlags,
      panels: [],
      systems: GOOD_SYSTEMS,
    },
    history: cleanHistory,
    verified: true,
  },
  {
    inspection: {
      inspectedOn: '2026-10-02',
      inspector: 'Seoul Auto Mart Inspection',
      odometerKm: 72_300,
      ...noFlags,
      panels: [
        { panel: 'frontDoorLeft', mark: 'painted' },
        { panel: 'frontFenderRight', mark: 'painted' },
      ],
      systems: GOOD_SYSTEMS.map((entry) => (entry.system === 'engine' ? { ...entry, state: 'minorLeak' } : entry)),
    },
    history: { ...cleanHistory, ownerChanges: 2 },
    verified: false,
  },
  {
    inspection: {
      inspectedOn: '2026-08-21',
      inspector: 'Korea Used Car Dealers Association',
      odometerKm: 98_700,
      ...noFlags,
      frameDamage: true,
      panels: [
        { panel: 'hood', mark: 'exchanged' },
        { panel: 'frontFenderLeft', mark: 'exchanged' },
        { panel: 'radiatorSupport', mark: 'welded' },
        { panel: 'insidePanelLeft', mark: 'sheetMetal' },
        { panel: 'frontDoorLeft', mark: 'painted' },
      ],
      systems: GOOD_SYSTEMS,
    },
    history: {
      ...cleanHistory,
      ownClaims: 2,
      ownClaimsWon: 4_860_000,
      otherClaims: 1,
      otherClaimsWon: 1_250_000,
      ownerChanges: 3,
      rental: true,
    },
    verified: true,
  },
  {
    inspection: {
      inspectedOn: '2026-07-30',
      inspector: 'Incheon Motor Inspection',
      odometerKm: 64_200,
      ...noFlags,
      panels: [{ panel: 'trunkLid', mark: 'painted' }],
      systems: GOOD_SYSTEMS,
    },
    history: {
      ...cleanHistory,
      commercial: true,
      mileage: [
        { readOn: '2019-06-03', km: 85_000, source: 'Periodic inspection' },
        { readOn: '2021-06-11', km: 121_400, source: 'Periodic inspection' },
        { readOn: '2023-06-15', km: 58_900, source: 'Change of owner' },
        { readOn: '2025-06-20', km: 63_800, source: 'Periodic inspection' },
      ],
    },
    verified: false,
  },
];
/** The truck's: commercial use, an other-party claim, good systems. */
const DEMO_TRUCK: DemoRecord = {
  inspection: {
    inspectedOn: '2026-10-18',
    inspector: 'Korea Automobile Inspection Co.',
    odometerKm: 214_000,
    ...noFlags,
    panels: [{ panel: 'frontPanel', mark: 'sheetMetal' }],
    systems: GOOD_SYSTEMS,
  },
  history: {
    ...cleanHistory,
    otherClaims: 1,
    otherClaimsWon: 900_000,
    commercial: true,
    mileage: [
      { readOn: '2022-02-10', km: 120_000, source: 'Periodic inspection' },
      { readOn: '2024-02-12', km: 181_500, source: 'Periodic inspection' },
    ],
  },
  verified: true,
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const yesNo = (value: boolean) => (value ? 'YES' : 'no');

/** Lines of text from the top, 30 px apart, in a column. */
function lines(x: number, y: number, texts: string[], size = 20): string {
  return texts
    .map((text, index) => `<text x="${x}" y="${y + index * 30}" font-size="${size}">${escape(text)}</text>`)
    .join('');
}

/** A page of an invented paper, as a picture: a header, then `body`. */
async function paper(title: string, itemNo: number, body: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1270" font-family="DejaVu Sans, sans-serif">
    <rect width="900" height="1270" fill="#fbfaf5"/>
    <rect x="30" y="30" width="840" height="1210" fill="none" stroke="#333" stroke-width="2"/>
    <text x="60" y="90" font-size="30" font-weight="bold">${escape(title)}</text>
    <text x="60" y="125" font-size="18" fill="#b71c1c">DEMO COPY - invented for the demo listing CB${itemNo}</text>
    ${body}
  </svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** The record's original: its facts and the panel diagram drawn on the body outline. */
function inspectionPaper(itemNo: number, record: InspectionRecord): Promise<Buffer> {
  const parts = diagramParts(record.panels)
    .map(({ box: [x, y, w, h], rank, fill, letter }) => {
      const dash = rank === 'frame' ? ' stroke-dasharray="3 2"' : '';
      const mark = letter
        ? `<text x="${x + w / 2}" y="${y + h / 2 + 5}" font-size="14" text-anchor="middle" fill="#fff">${letter}</text>`
        : '';
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="#333"${dash}/>${mark}`;
    })
    .join('');
  const facts = [
    `Inspected on: ${record.inspectedOn}`,
    `Inspector: ${record.inspector}`,
    `Odometer: ${record.odometerKm.toLocaleString('en-US')} km`,
    `Frame damage: ${yesNo(record.frameDamage)}   Flood: ${yesNo(record.flood)}`,
    `Fire: ${yesNo(record.fire)}   Tuning: ${yesNo(record.tuning)}`,
    '',
    ...record.systems.map((entry) => `${entry.system}: ${entry.state}`),
    '',
    'X exchanged  W welded  A sheet metal  P painted',
  ];
  return paper(
    'Performance and Condition Record',
    itemNo,
    `${lines(60, 190, facts)}
    <g transform="translate(540 170) scale(1.2)">
      <path d="${BODY_OUTLINE_PATH}" fill="#eceff1" stroke="#333"/>${parts}
    </g>`,
  );
}

/** The history's original: claims, use, flags and the mileage readings. */
function historyPaper(itemNo: number, history: VehicleHistory): Promise<Buffer> {
  const won = (amount: number) => `${amount.toLocaleString('en-US')} KRW`;
  const facts = [
    `Own damage claims: ${history.ownClaims} (${won(history.ownClaimsWon)})`,
    `Other party claims: ${history.otherClaims} (${won(history.otherClaimsWon)})`,
    `Owner changes: ${history.ownerChanges}`,
    `Rental: ${yesNo(history.rental)}   Commercial: ${yesNo(history.commercial)}`,
    `Total loss: ${yesNo(history.totalLoss)}   Flood: ${yesNo(history.flood)}   Theft: ${yesNo(history.theft)}`,
    '',
    'Mileage readings:',
    ...checkMileage(history.mileage).map(
      (reading) => `${reading.readOn}  ${reading.km.toLocaleString('en-US')} km  ${reading.source}`,
    ),
  ];
  return paper('Vehicle History Report', itemNo, lines(60, 190, facts));
}

async function storeOriginals(db: Db, storage: FileStorage, itemNo: number, record: DemoRecord): Promise<void> {
  const papers = [
    { kind: 'inspection', data: await inspectionPaper(itemNo, record.inspection) },
    { kind: 'history', data: await historyPaper(itemNo, record.history) },
  ];
  for (const [index, { kind, data }] of papers.entries()) {
    const fileKey = `conditions/${itemNo}/demo-${kind}.webp`;
    await storage.put(fileKey, data);
    await db.insert(itemConditionDocuments).values({
      itemNo,
      kind,
      fileKey,
      fileName: `${kind === 'inspection' ? 'inspection-record' : 'vehicle-history'}-CB${itemNo}-${index + 1}.webp`,
      contentType: 'image/webp',
    });
  }
}

/**
 * Condition records on a few public demo listings, with their originals drawn as pictures (docs/decisions/0253):
 * the first cars of the demo seller and the first truck, the same ones on every seed.
 */
export const conditionDemoStep: SeedStep = {
  name: 'condition-demo',
  async run(db, context) {
    const listings = async (category: number, limit: number) =>
      rowsOf<{ item_no: string }>(
        await db.execute(sql`
          SELECT i.item_no FROM items i JOIN users u ON u.user_no = i.seller_no
          WHERE u.user_id = 'demo-seller' AND i.category = ${category} AND i.flag = 0 AND NOT i.secret
            AND NOT i.partners
          ORDER BY i.item_no LIMIT ${limit}`),
      ).map((row) => Number(row.item_no));
    const cars = await listings(1, DEMO_RECORDS.length);
    const [truck] = await listings(2, 1);
    const chosen: [number, DemoRecord][] = cars.map((itemNo, index) => [itemNo, DEMO_RECORDS[index]!]);
    if (truck !== undefined) chosen.push([truck, DEMO_TRUCK]);
    const [staff] = rowsOf<{ user_no: number }>(
      await db.execute(sql`SELECT user_no FROM users WHERE user_id = 'demo-staff'`),
    );
    for (const [itemNo, record] of chosen) {
      await db.insert(itemConditions).values({
        itemNo,
        inspection: record.inspection,
        history: record.history,
        inspectedOn: record.inspection.inspectedOn,
        accidentClaims: accidentClaims(record.history),
        rollback: hasMileageRollback(record.history.mileage),
        verifiedAt: record.verified ? sql`now()` : null,
        verifiedBy: record.verified ? (staff?.user_no ?? null) : null,
      });
      await storeOriginals(db, context.storage, itemNo, record);
    }
  },
};
