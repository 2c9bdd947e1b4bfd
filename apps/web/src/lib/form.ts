import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from './i18n/translations.ts';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { EMAIL_EXAMPLE, MAX_LANDED_COST_MULTIPLE } from '@market/domain';
import { HttpError } from './http.ts';

/** The error type of a message the server sent for a field: already localized, shown as it is. */
const SERVER_ERROR = 'server';

/**
 * A react-hook-form resolver from a domain schema. The form holds what its inputs hold (strings for numbers, null for
 * an empty choice) and the schema takes those as the server does, so the form's values type is the form's own; the
 * submitted values are the raw ones (the server parses the body again). `toBody` turns the values into the body the
 * schema checks when the two differ (the body's paths must then be the form's field names).
 */
export function schemaResolver<V extends FieldValues>(
  schema: z.ZodType<unknown, FieldValues>,
  toBody?: (values: V) => FieldValues,
): Resolver<V> {
  const resolve = zodResolver(schema, undefined, { raw: true }) as Resolver<FieldValues> as Resolver<V>;
  if (!toBody) return resolve;
  return async (values, context, options) => {
    const result = await resolve(toBody(values) as V, context, options);
    return Object.keys(result.errors).length > 0 ? { values: {}, errors: result.errors } : { values, errors: {} };
  };
}

/** The localized message of a field's error: a schema's message key of the errors namespace, or the server's text. */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  const key = error.message.startsWith('field.') ? error.message : 'field.invalid';
  return t(`errors:${key}`, { email: EMAIL_EXAMPLE, maxMultiple: MAX_LANDED_COST_MULTIPLE });
}

/** Whether the form holds errors of its own checks (the server's field messages aside). */
export function hasFormErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => error && error.type !== SERVER_ERROR);
}

/**
 * Puts the field messages of a failed call (4xx body `fields`, keyed by the request body's paths) on the form's fields.
 * `fieldOf` names the form's field of a body path ('itemInfo.cc' -> 'cc'), undefined for a path the form does not
 * show; by default the paths are the form's. Says whether any field got a message.
 */
export function showServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fieldOf: (path: string) => string | undefined = (path) => path,
): boolean {
  const fields = error instanceof HttpError ? (error.body?.fields ?? {}) : {};
  let shown = false;
  for (const [path, message] of Object.entries(fields)) {
    const name = fieldOf(path);
    if (name === undefined) continue;
    setError(name as Path<V>, { type: SERVER_ERROR, message });
    shown = true;
  }
  return shown;
}
