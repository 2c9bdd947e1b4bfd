/** The spec's inquiry alert bar hides itself after this long. */
export const INQUIRY_ALERT_TIMEOUT_MS = 3000;

/** Days the buyer has to pay and upload the T/T receipt after the invoice is issued, unless staff set another date. */
export const DEFAULT_DEPOSIT_DAYS = 7;
export const MAX_INQUIRY_ITEMS = 20;
