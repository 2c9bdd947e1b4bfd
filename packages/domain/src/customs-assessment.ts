import { z } from 'zod';
import type { LandedCostEstimate } from './landed-cost.ts';
import { FIELD_MESSAGES } from './validation.ts';

/**
 * Learning from the real figure (issue 18, docs/decisions/0146): after arrival the buyer uploads the customs
 * assessment, staff record what it says in US dollars, and the console compares it with the estimate of the same
 * inquiry. The estimate is taken when staff first record the amount and kept (a later rate change does not rewrite it).
 */

/**
 * What a customs assessment holds: duty, excise, VAT and levies; never the port, agent or registration fees. Null when
 * a tax's rate is not known (half an estimate would read as a large error).
 */
export function assessedRange(estimate: Pick<LandedCostEstimate, 'lines'>): { low: number; high: number } | null {
  const taxes = estimate.lines.filter((line) => line.kind !== 'fees');
  if (taxes.some((line) => line.low === null || line.high === null)) return null;
  return {
    low: taxes.reduce((sum, line) => sum + line.low!, 0),
    high: taxes.reduce((sum, line) => sum + line.high!, 0),
  };
}

/** PUT /api/staff/customs-assessments/:ilNo: the assessment's total in whole US dollars (at its exchange rate). */
export const customsAssessmentBodySchema = z.object({
  actualAmount: z
    .number(FIELD_MESSAGES.invalid)
    .int(FIELD_MESSAGES.invalid)
    .min(1, FIELD_MESSAGES.invalid)
    .max(10_000_000, FIELD_MESSAGES.invalid),
});
export type CustomsAssessmentBody = z.infer<typeof customsAssessmentBodySchema>;

/** The assessment of one inquiry, as its buyer and staff see it. */
export const customsAssessmentSchema = z.object({
  ilNo: z.number(),
  countryCode: z.string(),
  /** The car has arrived: only then may the buyer upload and staff record. */
  arrived: z.boolean(),
  fileName: z.string().nullable(),
  uploadedAt: z.string().nullable(),
  actualAmount: z.number().nullable(),
  recordedAt: z.string().nullable(),
  /** The estimate's taxes (no fees) for this inquiry, taken when the amount was first recorded; null: no rates. */
  estimateLow: z.number().nullable(),
  estimateHigh: z.number().nullable(),
  /** (estimate's midpoint - actual) / actual in per cent, one decimal; null until both are known. */
  errorPct: z.number().nullable(),
});
export type CustomsAssessment = z.infer<typeof customsAssessmentSchema>;

/** A recorded assessment as the error report reads it. */
export interface AssessmentSample {
  countryCode: string;
  actual: number;
  estimateLow: number | null;
  estimateHigh: number | null;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** How far the estimate's midpoint lay from the actual amount, in per cent of it (positive: we said too much). */
export function estimateErrorPct(sample: Omit<AssessmentSample, 'countryCode'>): number | null {
  if (sample.estimateLow === null || sample.estimateHigh === null || sample.actual <= 0) return null;
  const midpoint = (sample.estimateLow + sample.estimateHigh) / 2;
  return oneDecimal(((midpoint - sample.actual) / sample.actual) * 100);
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const landedCostErrorSchema = z.object({
  countryCode: z.string(),
  /** Recorded assessments; `estimated` of them had an estimate to compare. */
  recorded: z.number(),
  estimated: z.number(),
  /** The median signed error (bias) and the median absolute error, in per cent of the actual amount. */
  medianErrorPct: z.number().nullable(),
  medianAbsErrorPct: z.number().nullable(),
  /** How many actual amounts fell inside the estimate's range. */
  withinRange: z.number(),
});
export type LandedCostError = z.infer<typeof landedCostErrorSchema>;

/** The estimate's error per destination country, by country code. */
export function errorsByCountry(samples: readonly AssessmentSample[]): LandedCostError[] {
  const byCountry = new Map<string, AssessmentSample[]>();
  for (const sample of samples)
    byCountry.set(sample.countryCode, [...(byCountry.get(sample.countryCode) ?? []), sample]);
  return [...byCountry.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([countryCode, rows]) => {
      const errors = rows.map(estimateErrorPct).filter((error): error is number => error !== null);
      const signed = median(errors);
      const absolute = median(errors.map(Math.abs));
      return {
        countryCode,
        recorded: rows.length,
        estimated: errors.length,
        medianErrorPct: signed === null ? null : oneDecimal(signed),
        medianAbsErrorPct: absolute === null ? null : oneDecimal(absolute),
        withinRange: rows.filter(
          (row) =>
            row.estimateLow !== null &&
            row.estimateHigh !== null &&
            row.actual >= row.estimateLow &&
            row.actual <= row.estimateHigh,
        ).length,
      };
    });
}
