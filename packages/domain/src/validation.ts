import { z } from 'zod';
import { fromBase64 } from './base64.ts';

/**
 * Field rules of the spec's section 5, shared by the forms and the server. Each message is a key of the errors
 * namespace (`field.*`), so both sides show the same localized text.
 */
export const FIELD_MESSAGES = {
  required: 'field.required',
  noBlank: 'field.noBlank',
  name: 'field.name',
  email: 'field.email',
  phone: 'field.phone',
  phoneFormat: 'field.phoneFormat',
  checkNecessary: 'field.checkNecessary',
  onlyNumbers: 'field.onlyNumbers',
  invalid: 'field.invalid',
  userId: 'field.userId',
  password: 'field.password',
  passwordUserId: 'field.passwordUserId',
  passwordTrivial: 'field.passwordTrivial',
  passwordCommon: 'field.passwordCommon',
  passwordConfirm: 'field.passwordConfirm',
  code: 'field.code',
  date: 'field.date',
  ratesTooHigh: 'field.ratesTooHigh',
} as const;

/** The example shown in the email message ('Please enter your address correctly. (example, {email})'). */
export const EMAIL_EXAMPLE = 'example@email.com';

export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const TEXT_MAX = 500;

/** Letters and marks of any script, spaces, hyphens, apostrophes (straight or typographic) and dots; one letter at least. */
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '\u2019.-]+$/u;
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Phone numbers: an optional +, then digits with spaces or hyphens between; 7 to 15 digits (E.164). */
const PHONE_CHARACTERS = /^\+?[0-9][0-9 -]*$/;
const USER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{3,29}$/;

/** The earliest year a date may name: older is a typo, and PostgreSQL refuses year 0. */
export const FIRST_DATE_YEAR = 1900;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30, which Date.parse rolls over to March), from 1900 on. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number(text.slice(0, 4)) < FIRST_DATE_YEAR) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Every date a form or an API takes: a 400 naming the field for anything but a real day. */
export const calendarDate = z.string(FIELD_MESSAGES.date).refine(isCalendarDate, FIELD_MESSAGES.date);

/** Any required text: not empty once trimmed. */
export const requiredText = (max = TEXT_MAX) =>
  z.string(FIELD_MESSAGES.required).trim().min(1, FIELD_MESSAGES.required).max(max, FIELD_MESSAGES.invalid);

/** Required and without any whitespace. */
export const noBlankText = (max = TEXT_MAX) => requiredText(max).regex(/^\S+$/, FIELD_MESSAGES.noBlank);

export const nameField = requiredText(NAME_MAX + 1).check(
  z.refine(
    (value: string) => {
      const length = [...value].length;
      return length >= NAME_MIN && length <= NAME_MAX && NAME_PATTERN.test(value);
    },
    { message: FIELD_MESSAGES.name },
  ),
);

export const emailField = requiredText(254).regex(EMAIL_PATTERN, FIELD_MESSAGES.email);

export const phoneField = requiredText(30)
  .regex(PHONE_CHARACTERS, FIELD_MESSAGES.phoneFormat)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, FIELD_MESSAGES.phone);

export const userIdField = noBlankText(30).regex(USER_ID_PATTERN, FIELD_MESSAGES.userId);

/** What the server receives instead of a password: the lowercase hex SHA-256 of it. */
export const passwordHashField = z.string(FIELD_MESSAGES.required).regex(/^[0-9a-f]{64}$/, FIELD_MESSAGES.invalid);

export const digitsField = z.string(FIELD_MESSAGES.required).regex(/^[0-9]*$/, FIELD_MESSAGES.onlyNumbers);

export const countryCodeField = z
  .string(FIELD_MESSAGES.required)
  .min(1, FIELD_MESSAGES.required)
  .regex(/^[A-Z]{2}$/, FIELD_MESSAGES.invalid);

/** Normal form of an email address for comparisons and lookups. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A field sent as Base64 of text that must pass `inner`. */
export function base64Of<T extends z.ZodType<string, string>>(inner: T) {
  return z
    .string(FIELD_MESSAGES.required)
    .max(1024, FIELD_MESSAGES.invalid)
    .transform((value, ctx) => {
      const decoded = fromBase64(value);
      if (decoded === undefined) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.invalid });
        return z.NEVER;
      }
      return decoded;
    })
    .pipe(inner);
}
