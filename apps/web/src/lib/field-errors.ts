import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { EMAIL_EXAMPLE } from '@market/domain';

/** Field path ('userInfo.email') -> message key of the errors namespace, from a domain schema. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message.startsWith('field.') ? issue.message : 'field.invalid';
  }
  return errors;
}

/** The localized message of a field's error key, as the spec words it (the email rule shows an example). */
export function fieldMessage(t: TFunction, key: string | undefined): string | undefined {
  return key ? t(`errors:${key}`, { email: EMAIL_EXAMPLE }) : undefined;
}
