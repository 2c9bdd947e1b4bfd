import type { TFunction } from '../../lib/i18n/translations.ts';
import { ROUTES } from '@market/domain';
import { HttpError } from '../../lib/http.ts';

/** The text to show for a failed call: the server's localized message, else a generic one. */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof HttpError && error.body?.message) return error.body.message;
  return t('errors:internal', { errorId: '-' });
}

/** Only paths of this site after login: never an absolute URL someone put in the link. */
export function safeNext(next: string | null, fallback: string = ROUTES.home): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : fallback;
}

/** A link that carries the page to come back to (`next`) on, e.g. from login to register. */
export function withNext(path: string, next: string | null): string {
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
