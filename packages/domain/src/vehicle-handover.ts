import { z } from 'zod';
import { MAX_UPLOAD_BYTES } from './limits.ts';
import { shipmentStepNumber } from './shipment.ts';
import { FIELD_MESSAGES, requiredText } from './validation.ts';

/**
 * The vehicle's condition after payment (issue 31, docs/decisions/0255): the set staff take at loading and seal, the
 * pictures the buyer takes at arrival, the differences they report and the outcome staff record.
 */

/** The eight angles, clockwise from the front: the four sides and the four corners. */
export const VEHICLE_ANGLES = [
  'front',
  'frontRight',
  'right',
  'rearRight',
  'rear',
  'rearLeft',
  'left',
  'frontLeft',
] as const;
/** The fixed loading set: the eight angles, the odometer, the VIN plate, the engine bay, the underside, a cold start. */
export const LOADING_SLOTS = [
  ...VEHICLE_ANGLES,
  'odometer',
  'vinPlate',
  'engineBay',
  'underside',
  'coldStart',
] as const;
export type LoadingSlot = (typeof LOADING_SLOTS)[number];
/** The one slot that takes a video; every other slot takes a picture. */
export const VIDEO_SLOT = 'coldStart' satisfies LoadingSlot;
/** What the buyer photographs at arrival: the same pictures as at loading (no video: a phone at a port). */
export const ARRIVAL_SLOTS = LOADING_SLOTS.filter((slot) => slot !== VIDEO_SLOT) as Exclude<
  LoadingSlot,
  typeof VIDEO_SLOT
>[];
export type ArrivalSlot = (typeof ARRIVAL_SLOTS)[number];

export const isVideoSlot = (slot: LoadingSlot) => slot === VIDEO_SLOT;
/** The cold-start video: a phone's minute of 1080p; every picture keeps the 10 MB of every upload. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const maxSlotBytes = (slot: LoadingSlot) => (isVideoSlot(slot) ? MAX_VIDEO_BYTES : MAX_UPLOAD_BYTES);
/** The pictures of a set as they come from a camera or phone; the video as a phone records it. */
export const HANDOVER_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const HANDOVER_VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;

/** The slots of the set still without a file: the set may be sealed only when none is left. */
export const missingLoadingSlots = (present: readonly string[]): LoadingSlot[] =>
  LOADING_SLOTS.filter((slot) => !present.includes(slot));

/**
 * Whether the loading set may still change: only while it is unsealed and the shipment is booked and not yet loaded
 * (the set is what was loaded). A sealed set never changes, whoever asks.
 */
export const loadingSetChangeable = (set: { sealedAt: string | null }, shipmentStep: number) =>
  set.sealedAt === null && shipmentStep === shipmentStepNumber('booked');

/** Moving a shipment to "loaded" needs the sealed set (decision 0255). */
export const loadingStepAllowed = (sealedAt: string | null) => sealedAt !== null;

/** The buyer may report differences for this long after the "arrived" step was recorded. */
export const ARRIVAL_WINDOW_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

/** When the buyer's arrival window closes: ARRIVAL_WINDOW_DAYS after staff recorded the "arrived" step. */
export const arrivalWindowEnd = (arrivedRecordedAt: Date) =>
  new Date(arrivedRecordedAt.getTime() + ARRIVAL_WINDOW_DAYS * DAY_MS);

/** Whether the buyer may still upload arrival pictures and report: arrived, and within the window. */
export const arrivalWindowOpen = (arrivedRecordedAt: Date | null, now: Date) =>
  arrivedRecordedAt !== null && now.getTime() < arrivalWindowEnd(arrivedRecordedAt).getTime();

export const DIFFERENCE_CATEGORIES = ['bodyDamage', 'missingParts', 'mileage', 'differentVehicle'] as const;
export type DifferenceCategory = (typeof DIFFERENCE_CATEGORIES)[number];
export const ARRIVAL_OUTCOMES = ['noDifference', 'confirmed'] as const;
export type ArrivalOutcome = (typeof ARRIVAL_OUTCOMES)[number];

/** POST /api/inquirys/arrival-report: the categories of difference (at least one, each once) and what was found. */
export const arrivalReportBodySchema = z.object({
  categories: z
    .array(z.enum(DIFFERENCE_CATEGORIES, FIELD_MESSAGES.required))
    .min(1, FIELD_MESSAGES.required)
    .max(DIFFERENCE_CATEGORIES.length)
    .refine((list) => new Set(list).size === list.length, FIELD_MESSAGES.invalid),
  text: requiredText(2000),
});
export type ArrivalReportBody = z.infer<typeof arrivalReportBodySchema>;

/** PUT /api/staff/shipments/:ilNo/arrival-outcome: what staff found comparing loading and arrival, with a note. */
export const arrivalOutcomeBodySchema = z.object({
  outcome: z.enum(ARRIVAL_OUTCOMES, FIELD_MESSAGES.required),
  note: requiredText(2000),
});
export type ArrivalOutcomeBody = z.infer<typeof arrivalOutcomeBodySchema>;

export const handoverFileSchema = z.object({
  slot: z.enum(LOADING_SLOTS),
  sha256: z.string(),
  size: z.number(),
  contentType: z.string(),
  uploadedAt: z.string(),
});
export type HandoverFile = z.infer<typeof handoverFileSchema>;

/** The loading set of an inquiry: its files (SHA-256, size, time) and when it was sealed (null: not yet). */
export const loadingSetSchema = z.object({
  ilNo: z.number(),
  sealedAt: z.string().nullable(),
  files: z.array(handoverFileSchema),
});
export type LoadingSet = z.infer<typeof loadingSetSchema>;

/** The arrival side: the buyer's pictures, the window, the report and staff's outcome. */
export const arrivalMatchSchema = z.object({
  ilNo: z.number(),
  /** When the buyer's window closes; null before the "arrived" step. */
  windowEndsAt: z.string().nullable(),
  files: z.array(handoverFileSchema),
  report: z
    .object({
      categories: z.array(z.enum(DIFFERENCE_CATEGORIES)),
      text: z.string(),
      reportedAt: z.string(),
      outcome: z.enum(ARRIVAL_OUTCOMES).nullable(),
      outcomeNote: z.string().nullable(),
      outcomeAt: z.string().nullable(),
    })
    .nullable(),
});
export type ArrivalMatch = z.infer<typeof arrivalMatchSchema>;

/** The sealed set on the public invoice check: slots, hashes, sizes and times, never the files (decision 0256). */
export const sealedSetSchema = z.object({
  sealedAt: z.string(),
  files: z.array(handoverFileSchema.omit({ contentType: true })),
});
export type SealedSet = z.infer<typeof sealedSetSchema>;
