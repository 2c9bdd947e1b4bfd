import { z } from 'zod';
import { calendarDate, FIELD_MESSAGES, isCalendarDate } from './validation.ts';

/**
 * The vehicle's condition evidence (issue 31, docs/decisions/0250): Korea's statutory performance and condition record
 * (성능·상태점검기록부) and the vehicle's history (insurance claims, owners, use, flags, mileage readings), entered by
 * the seller from the originals they upload, shown as "declared by the seller" until staff verify them.
 */

/**
 * The panels of the record's diagram, as the Korean form lists them: the outer panels of rank 1 and 2 and the frame
 * parts (rank A, B, C collapsed into `frame`). The web app draws each one on its outline of the body.
 */
export const INSPECTION_PANELS = {
  hood: 'outer1',
  frontFenderLeft: 'outer1',
  frontFenderRight: 'outer1',
  frontDoorLeft: 'outer1',
  frontDoorRight: 'outer1',
  rearDoorLeft: 'outer1',
  rearDoorRight: 'outer1',
  trunkLid: 'outer1',
  radiatorSupport: 'outer1',
  roofPanel: 'outer2',
  quarterPanelLeft: 'outer2',
  quarterPanelRight: 'outer2',
  sideSillLeft: 'outer2',
  sideSillRight: 'outer2',
  frontPanel: 'frame',
  crossMember: 'frame',
  insidePanelLeft: 'frame',
  insidePanelRight: 'frame',
  frontWheelHouseLeft: 'frame',
  frontWheelHouseRight: 'frame',
  rearWheelHouseLeft: 'frame',
  rearWheelHouseRight: 'frame',
  pillarLeft: 'frame',
  pillarRight: 'frame',
  dashPanel: 'frame',
  floorPanel: 'frame',
  trunkFloor: 'frame',
  rearPanel: 'frame',
} as const;
export type InspectionPanel = keyof typeof INSPECTION_PANELS;
export type PanelRank = (typeof INSPECTION_PANELS)[InspectionPanel];
export const INSPECTION_PANEL_KEYS = Object.keys(INSPECTION_PANELS) as InspectionPanel[];

/** What was done to a panel, with the letter the Korean form and our diagram mark it with. */
export const PANEL_MARKS = { exchanged: 'X', welded: 'W', sheetMetal: 'A', painted: 'P' } as const;
export type PanelMark = keyof typeof PANEL_MARKS;
export const PANEL_MARK_KEYS = Object.keys(PANEL_MARKS) as PanelMark[];

/** The systems the Korean form checks, in its order. */
export const INSPECTION_SYSTEMS = [
  'engine',
  'transmission',
  'powerTrain',
  'steering',
  'brakes',
  'electrical',
  'fuel',
  'highVoltage',
] as const;
export type InspectionSystem = (typeof INSPECTION_SYSTEMS)[number];

/** A system's state as the form records it: good, an oil or fluid leak (minor or not), defective, or not fitted. */
export const SYSTEM_STATES = ['good', 'minorLeak', 'leak', 'defective', 'notApplicable'] as const;
export type SystemState = (typeof SYSTEM_STATES)[number];

/** Field messages (errors namespace) of a record refused with 400. */
export const CONDITION_MESSAGES = {
  unknownPanel: 'field.unknownPanel',
  unknownSystem: 'field.unknownSystem',
  repeated: 'field.repeated',
  futureDate: 'field.futureDate',
} as const;

/** Mileage and odometer figures in km, as the listing's mileage. */
export const MAX_ODOMETER_KM = 9_999_999;
/** Readings of the national vehicle record a history may list. */
export const MAX_MILEAGE_READINGS = 30;
/** Originals (inspection record, history papers) a listing may keep. */
export const MAX_CONDITION_DOCUMENTS = 6;
/** Claims counted and amounts in won. */
const MAX_CLAIMS = 999;
const MAX_WON = 100_000_000_000;

/** Today in Korea, where the papers are dated: a date after it has not happened yet. */
export function koreaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** A real day, not after today in Korea (the papers are Korean). */
const pastDate = calendarDate.refine(
  (date) => !isCalendarDate(date) || date <= koreaToday(),
  CONDITION_MESSAGES.futureDate,
);
const km = z.number(FIELD_MESSAGES.invalid).int(FIELD_MESSAGES.invalid).min(0, FIELD_MESSAGES.invalid);
const count = km.max(MAX_CLAIMS, FIELD_MESSAGES.invalid);
const won = km.max(MAX_WON, FIELD_MESSAGES.invalid);
/** A list of at most `max` entries, none naming the same `key` twice. */
function uniqueList<T extends z.ZodObject>(entry: T, key: (value: z.infer<T>) => string, max: number) {
  return z
    .array(entry)
    .max(max, FIELD_MESSAGES.invalid)
    .refine((entries) => new Set(entries.map(key)).size === entries.length, CONDITION_MESSAGES.repeated);
}

export const panelEntrySchema = z.object({
  panel: z.enum(INSPECTION_PANEL_KEYS as [InspectionPanel, ...InspectionPanel[]], CONDITION_MESSAGES.unknownPanel),
  mark: z.enum(PANEL_MARK_KEYS as [PanelMark, ...PanelMark[]], FIELD_MESSAGES.invalid),
});
export type PanelEntry = z.infer<typeof panelEntrySchema>;

export const systemEntrySchema = z.object({
  system: z.enum(INSPECTION_SYSTEMS, CONDITION_MESSAGES.unknownSystem),
  state: z.enum(SYSTEM_STATES, FIELD_MESSAGES.invalid),
});
export type SystemEntry = z.infer<typeof systemEntrySchema>;

/** The performance and condition record as the seller copies it from the original. */
export const inspectionRecordSchema = z.object({
  inspectedOn: pastDate,
  /** The inspecting body (a licensed inspection business, or the dealers' association). */
  inspector: z.string(FIELD_MESSAGES.required).trim().min(2, FIELD_MESSAGES.required).max(100, FIELD_MESSAGES.invalid),
  odometerKm: km.max(MAX_ODOMETER_KM, FIELD_MESSAGES.invalid),
  frameDamage: z.boolean(),
  flood: z.boolean(),
  fire: z.boolean(),
  tuning: z.boolean(),
  panels: uniqueList(panelEntrySchema, (entry) => entry.panel, INSPECTION_PANEL_KEYS.length),
  systems: uniqueList(systemEntrySchema, (entry) => entry.system, INSPECTION_SYSTEMS.length),
});
export type InspectionRecord = z.infer<typeof inspectionRecordSchema>;

export const mileageReadingSchema = z.object({
  readOn: pastDate,
  km: km.max(MAX_ODOMETER_KM, FIELD_MESSAGES.invalid),
  /** Where the reading comes from: the national vehicle record's inspection, a sale, a service... (free text). */
  source: z.string(FIELD_MESSAGES.invalid).trim().max(100, FIELD_MESSAGES.invalid),
});
export type MileageReading = z.infer<typeof mileageReadingSchema>;

/** The vehicle's history as the seller copies it from the insurance and national vehicle records. */
export const vehicleHistorySchema = z.object({
  ownClaims: count,
  ownClaimsWon: won,
  otherClaims: count,
  otherClaimsWon: won,
  ownerChanges: count,
  rental: z.boolean(),
  commercial: z.boolean(),
  totalLoss: z.boolean(),
  flood: z.boolean(),
  theft: z.boolean(),
  mileage: z.array(mileageReadingSchema).max(MAX_MILEAGE_READINGS, FIELD_MESSAGES.invalid),
});
export type VehicleHistory = z.infer<typeof vehicleHistorySchema>;

/** A history with nothing in it: the form's start, and what the papers of a clean vehicle say. */
export const EMPTY_HISTORY: VehicleHistory = {
  ownClaims: 0,
  ownClaimsWon: 0,
  otherClaims: 0,
  otherClaimsWon: 0,
  ownerChanges: 0,
  rental: false,
  commercial: false,
  totalLoss: false,
  flood: false,
  theft: false,
  mileage: [],
};

/** PUT /api/items/condition: the whole record; either part may be left out (null). */
export const conditionBodySchema = z.object({
  inspection: inspectionRecordSchema.nullable(),
  history: vehicleHistorySchema.nullable(),
});
export type ConditionBody = z.infer<typeof conditionBodySchema>;

/** A mileage reading as shown: `rollback` when it is lower than a reading taken before it. */
export interface CheckedReading extends MileageReading {
  rollback: boolean;
}

/**
 * The readings in date order, each flagged when it is lower than the highest reading of an earlier day: a possible
 * rollback of the odometer (or a changed instrument cluster, which the papers should then say). Two readings of one
 * day are not compared with each other: their order that day is not known.
 */
export function checkMileage(readings: readonly MileageReading[]): CheckedReading[] {
  const sorted = [...readings].sort((a, b) => a.readOn.localeCompare(b.readOn));
  let highestBefore = -1;
  let highestToday = -1;
  let day = '';
  return sorted.map((reading) => {
    if (reading.readOn !== day) {
      highestBefore = Math.max(highestBefore, highestToday);
      highestToday = -1;
      day = reading.readOn;
    }
    highestToday = Math.max(highestToday, reading.km);
    return { ...reading, rollback: reading.km < highestBefore };
  });
}

/** True when any reading is lower than an earlier one. */
export const hasMileageRollback = (readings: readonly MileageReading[]) =>
  checkMileage(readings).some((reading) => reading.rollback);

/** Accident claims of either kind: what "no accident claims" means. */
export const accidentClaims = (history: Pick<VehicleHistory, 'ownClaims' | 'otherClaims'>) =>
  history.ownClaims + history.otherClaims;

export const CONDITION_STATES = ['declared', 'verified'] as const;
export type ConditionState = (typeof CONDITION_STATES)[number];

export const DOCUMENT_KINDS = ['inspection', 'history'] as const;
export type ConditionDocumentKind = (typeof DOCUMENT_KINDS)[number];

export const conditionDocumentSchema = z.object({
  docNo: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type ConditionDocument = z.infer<typeof conditionDocumentSchema>;

/**
 * The summary the detail answer carries (and a compare view reads): null when the listing has no record. For a
 * visitor who must log in the counts are null, like the other masked details; that a record exists and its state are
 * public (docs/decisions/0251).
 */
export const conditionSummarySchema = z.object({
  inspection: z.boolean(),
  history: z.boolean(),
  inspectedOn: z.string().nullable(),
  state: z.enum(CONDITION_STATES),
  verifiedAt: z.string().nullable(),
  /** Panels marked on the diagram (any mark), and the frame parts among them. */
  markedPanels: z.number().nullable(),
  framePanels: z.number().nullable(),
  /** Own damage and other party claims together; null without a history. */
  accidentClaims: z.number().nullable(),
  rollback: z.boolean().nullable(),
});
export type ConditionSummary = z.infer<typeof conditionSummarySchema>;

/** GET /api/items/condition: the record as the detail page shows it (null parts: not entered, or masked). */
export const conditionViewSchema = z.object({
  itemNo: z.number(),
  masked: z.boolean(),
  state: z.enum(CONDITION_STATES),
  verifiedAt: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  inspection: inspectionRecordSchema.nullable(),
  history: vehicleHistorySchema
    .omit({ mileage: true })
    .extend({
      mileage: z.array(mileageReadingSchema.extend({ rollback: z.boolean() })),
    })
    .nullable(),
  documents: z.array(conditionDocumentSchema),
});
export type ConditionView = z.infer<typeof conditionViewSchema>;

/** The summary of a record, from its parts (the server writes it into the detail answer). */
export function conditionSummary(
  record: { inspection: InspectionRecord | null; history: VehicleHistory | null; verifiedAt: string | null },
  masked: boolean,
): ConditionSummary {
  const { inspection, history } = record;
  const hide = <T>(value: T) => (masked ? null : value);
  return {
    inspection: inspection !== null,
    history: history !== null,
    inspectedOn: inspection?.inspectedOn ?? null,
    state: record.verifiedAt ? 'verified' : 'declared',
    verifiedAt: record.verifiedAt,
    markedPanels: hide(inspection ? inspection.panels.length : null),
    framePanels: hide(
      inspection ? inspection.panels.filter((entry) => INSPECTION_PANELS[entry.panel] === 'frame').length : null,
    ),
    accidentClaims: hide(history ? accidentClaims(history) : null),
    rollback: hide(history ? hasMileageRollback(history.mileage) : null),
  };
}

/** GET /api/staff/conditions: a record waiting for staff to check it against its originals. */
export const pendingConditionSchema = z.object({
  itemNo: z.number(),
  updatedAt: z.string(),
  inspection: z.boolean(),
  history: z.boolean(),
  documents: z.number(),
});
export type PendingCondition = z.infer<typeof pendingConditionSchema>;

/** PUT /api/staff/conditions/:itemNo/verify: the record's `updatedAt` as staff read it (a later edit is not verified). */
export const verifyConditionBodySchema = z.object({ updatedAt: z.iso.datetime() });
export type VerifyConditionBody = z.infer<typeof verifyConditionBodySchema>;

/** The multipart field that says what an uploaded original is. */
export const conditionDocumentKindSchema = z.enum(DOCUMENT_KINDS, FIELD_MESSAGES.invalid);
