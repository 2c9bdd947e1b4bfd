import type { ErrorCode } from '@market/domain';

export interface AppErrorOptions {
  codeNumber?: number;
  /** Field name -> message key (errors namespace). */
  fields?: Record<string, string>;
  /** Overrides the code's default message key. */
  messageKey?: string;
  params?: Record<string, string | number>;
  /** Sent as Retry-After (429). */
  retryAfterSeconds?: number;
}

/** An expected failure with a stable code; the error handler turns it into the localized response. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
  }
}
