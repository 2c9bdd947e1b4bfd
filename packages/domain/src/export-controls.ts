import { z } from 'zod';
import { importRuleBodySchema, optionalLocalized, sourcedSheetSchema } from './import-rules.ts';
import { FIELD_MESSAGES } from './validation.ts';
import { VEHICLE_CLASSES, type VehicleClass } from './vehicle-class.ts';

/**
 * Korea's own export controls (issue 28, docs/decisions/0220): vehicles Korea bars from export to a country, whatever
 * that country admits. Since 24 February 2024 the Public Notice on the Trade of Strategic Items puts passenger cars
 * above an engine size and construction machinery to Russia and Belarus under a permit that is refused in principle.
 * A control is data staff keep, like the import rules: one per country and vehicle class, with its source.
 */

/** POST/PUT /api/staff/export-controls: one control per country and vehicle class. */
export const exportControlBodySchema = sourcedSheetSchema
  .extend({
    vehicleClass: z.enum(VEHICLE_CLASSES, FIELD_MESSAGES.invalid),
    /** The smallest engine size (cc) the control covers; null: every vehicle of the class. */
    minEngineCc: z.number().int().min(1, FIELD_MESSAGES.invalid).max(30_000, FIELD_MESSAGES.invalid).nullable(),
  })
  .extend(optionalLocalized('note', 1000));
export type ExportControlBody = z.infer<typeof exportControlBodySchema>;
export type ExportControlInput = z.input<typeof exportControlBodySchema>;

export const exportControlSchema = exportControlBodySchema.extend({
  controlNo: z.number(),
  countryCode: z.string(),
  updatedAt: z.string(),
});
export type ExportControl = z.infer<typeof exportControlSchema>;
export type ExportControlTerms = Pick<ExportControl, 'vehicleClass' | 'minEngineCc'>;

/** The facts of a vehicle a control reads; null when the listing does not say. cc 0: electric, no engine. */
export interface ExportVehicle {
  vehicleClass: VehicleClass | null;
  cc: number | null;
}

/**
 * Why a vehicle may not be exported: `controlled` when a control certainly covers it; `unknownClass` or
 * `unknownEngine` when the listing does not say enough to clear it (a control that might cover a vehicle cannot let
 * it pass: an export in breach is the exporter's offence, and staff can complete the listing).
 */
export const EXPORT_REFUSALS = ['controlled', 'unknownClass', 'unknownEngine'] as const;
export type ExportRefusal = (typeof EXPORT_REFUSALS)[number];

export type ExportVerdict<C extends ExportControlTerms = ExportControlTerms> =
  { verdict: 'clear' } | { verdict: 'refused'; reason: ExportRefusal; control: C };

/** Whether one control covers the vehicle: true, false, or the fact it cannot tell without. */
function covers(control: ExportControlTerms, vehicle: ExportVehicle): true | false | 'unknownClass' | 'unknownEngine' {
  if (vehicle.vehicleClass !== null && vehicle.vehicleClass !== control.vehicleClass) return false;
  if (control.minEngineCc !== null) {
    if (vehicle.cc === null) return 'unknownEngine';
    if (vehicle.cc < control.minEngineCc) return false;
  }
  return vehicle.vehicleClass === null ? 'unknownClass' : true;
}

/**
 * The verdict of a country's controls on a vehicle: refused by the first control that covers it for certain, else by
 * the first one that might cover it, else clear.
 */
export function exportVerdict<C extends ExportControlTerms>(
  controls: readonly C[],
  vehicle: ExportVehicle,
): ExportVerdict<C> {
  let possible: ExportVerdict<C> | null = null;
  for (const control of controls) {
    const covered = covers(control, vehicle);
    if (covered === true) return { verdict: 'refused', reason: 'controlled', control };
    if (covered !== false) possible ??= { verdict: 'refused', reason: covered, control };
  }
  return possible ?? { verdict: 'clear' };
}

/** GET /api/export-controls/verdict: one listing to one country, for the inquiry dialog's warning. */
export const exportVerdictQuerySchema = z.object({
  itemNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  countryCode: importRuleBodySchema.shape.countryCode,
});

const controlSource = exportControlSchema.pick({
  vehicleClass: true,
  minEngineCc: true,
  sourceUrl: true,
  checkedOn: true,
  status: true,
});
export const exportVerdictAnswerSchema = z.object({
  countryCode: z.string(),
  result: z.discriminatedUnion('verdict', [
    z.object({ verdict: z.literal('clear') }),
    z.object({ verdict: z.literal('refused'), reason: z.enum(EXPORT_REFUSALS), control: controlSource }),
  ]),
});
export type ExportVerdictAnswer = z.infer<typeof exportVerdictAnswerSchema>;

/** GET /api/staff/export-controls/refusals: the inquiries a control refused, newest first. */
export const exportRefusalSchema = z.object({
  refusalNo: z.number(),
  userId: z.string(),
  itemNo: z.number(),
  countryCode: z.string(),
  reason: z.enum(EXPORT_REFUSALS),
  vehicleClass: z.enum(VEHICLE_CLASSES).nullable(),
  cc: z.number().nullable(),
  createdAt: z.string(),
});
export type ExportRefusalRecord = z.infer<typeof exportRefusalSchema>;
