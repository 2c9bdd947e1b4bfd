import { z } from 'zod';
import { calendarDate, FIELD_MESSAGES } from './validation.ts';

/** Currency rates as staff keep them and as a feed sends them (currencies.ts: their use on the pages). */
export const currencyCode = z
  .string(FIELD_MESSAGES.required)
  .trim()
  .regex(/^[A-Za-z]{3}$/, FIELD_MESSAGES.invalid)
  .transform((code) => code.toUpperCase());

/** POST/PUT /api/staff/currency-rates: one rate per currency, units of it per US dollar. */
export const currencyRateBodySchema = z.object({
  currency: currencyCode.refine((code) => code !== 'USD', FIELD_MESSAGES.invalid),
  perUsd: z.number(FIELD_MESSAGES.required).positive(FIELD_MESSAGES.invalid).max(1e9, FIELD_MESSAGES.invalid),
  ratedOn: calendarDate,
  source: z.string(FIELD_MESSAGES.required).trim().min(1, FIELD_MESSAGES.required).max(200, FIELD_MESSAGES.invalid),
});
export type CurrencyRateBody = z.infer<typeof currencyRateBodySchema>;
export type CurrencyRateInput = z.input<typeof currencyRateBodySchema>;

export const currencyRateSchema = z.object({
  rateNo: z.number(),
  currency: z.string(),
  perUsd: z.number(),
  ratedOn: z.string(),
  source: z.string(),
  updatedAt: z.string(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;

/** GET /api/currency-rates: the rates that may be shown today (the same for everyone, so it is cacheable). */
export const publicRatesSchema = z.object({
  rates: z.array(currencyRateSchema.pick({ currency: true, perUsd: true, ratedOn: true, source: true })),
});
export type PublicRates = z.infer<typeof publicRatesSchema>;
export type PublicRate = PublicRates['rates'][number];

/**
 * The feed the scheduled job reads from RATES_FEED_URL (ECB-like, based on the US dollar):
 * `{ "base": "USD", "date": "2026-11-27", "source": "ECB reference rates", "rates": { "EUR": 0.95, "RUB": 101.2 } }`.
 */
export const ratesFeedSchema = z.object({
  base: z.literal('USD'),
  date: calendarDate,
  source: z.string().trim().min(1).max(200).optional(),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().max(1e9)),
});
export type RatesFeed = z.infer<typeof ratesFeedSchema>;
