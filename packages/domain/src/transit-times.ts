import { z } from 'zod';
import { IMPORT_RULE_STATUSES, LOADING_PORTS, sourcedSheetSchema } from './import-rules.ts';
import { FIELD_MESSAGES } from './validation.ts';

/**
 * The staff's transit-time table (issue 28, docs/decisions/0211 and 0240): days from today to a vehicle's arrival at a
 * destination port, by Korean loading port and vessel type. The import verdict's arrival comes from it.
 */

/** The vessel types of the catalog (vessel_types), by code. */
export const VESSEL_TYPES = ['roro', 'container', 'bulk'] as const;
export type VesselType = (typeof VESSEL_TYPES)[number];
/** The longest transit a row may hold: a quarter of a year covers any sailing plus the onward leg inland. */
export const MAX_TRANSIT_DAYS = 120;

/**
 * POST/PUT /api/staff/transit-times: one row per loading port, destination port (UN/LOCODE) and vessel. The source is
 * the carrier's schedule or the page the days were read on (empty for the seeded estimates); checkedOn is null until
 * someone has read it; "toVerify" rows are estimates.
 */
export const transitTimeBodySchema = z.object({
  loadingPort: z.enum(LOADING_PORTS, FIELD_MESSAGES.invalid),
  locode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}[A-Za-z0-9]{3}$/, FIELD_MESSAGES.invalid)
    .transform((code) => code.toUpperCase()),
  vessel: z.enum(VESSEL_TYPES, FIELD_MESSAGES.invalid),
  days: z.number().int().min(1, FIELD_MESSAGES.invalid).max(MAX_TRANSIT_DAYS, FIELD_MESSAGES.invalid),
  sourceUrl: z.union([z.literal(''), sourcedSheetSchema.shape.sourceUrl]).default(''),
  checkedOn: sourcedSheetSchema.shape.checkedOn.nullable(),
  status: z.enum(IMPORT_RULE_STATUSES, FIELD_MESSAGES.invalid),
});
export type TransitTimeBody = z.infer<typeof transitTimeBodySchema>;
export type TransitTimeInput = z.input<typeof transitTimeBodySchema>;

export const transitTimeSchema = transitTimeBodySchema.extend({
  transitNo: z.number(),
  locode: z.string(),
  /** The destination port's country, for the list's order and filter. */
  countryCode: z.string(),
  updatedAt: z.string(),
});
export type TransitTime = z.infer<typeof transitTimeSchema>;
