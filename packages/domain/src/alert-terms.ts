/**
 * The limits and names of favourites, saved searches and alerts (issue 32) that need no schema, apart from alerts.ts's
 * zod schemas: every page's header keeps a visitor's favourites with these and loads no zod (docs/decisions/0320).
 */

/** Favourites an account keeps at most; a visitor's browser list is cut to the same number. */
export const FAVOURITES_MAX = 200;
/** Saved searches an account keeps at most. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** Listings named in one alert message at most; the rest are counted ("and N more"). */
export const ALERT_LISTINGS_MAX = 10;
/** A daily digest goes out at most once in this many hours per saved search. */
export const DIGEST_HOURS = 24;

/** The browser's list of a visitor's favourites (localStorage), merged into the account at login. */
export const VISITOR_FAVOURITES_KEY = 'market.favourites';

export const ALERT_FREQUENCIES = ['daily', 'instant'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
