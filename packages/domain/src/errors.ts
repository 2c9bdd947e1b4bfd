/**
 * Stable error codes of the API. The HTTP status and the message key live here once; the server sends the
 * localized message, the client may translate the code itself.
 */
export const ERROR_CODES = {
  VALIDATION: { status: 400, key: 'validation' },
  BAD_REQUEST: { status: 400, key: 'badRequest' },
  UNAUTHORIZED: { status: 401, key: 'unauthorized' },
  FORBIDDEN: { status: 403, key: 'forbidden' },
  NOT_FOUND: { status: 404, key: 'notFound' },
  ITEM_NOT_FOUND: { status: 404, key: 'carNotFound' },
  ITEM_DELETED: { status: 410, key: 'itemDeleted' },
  MEMBERS_ONLY: { status: 401, key: 'membersOnly' },
  ROUTE_NOT_FOUND: { status: 404, key: 'routeNotFound' },
  METHOD_NOT_ALLOWED: { status: 405, key: 'methodNotAllowed' },
  CONFLICT: { status: 409, key: 'conflict' },
  LOGIN_FAILED: { status: 401, key: 'loginFailed' },
  ADMISSION_PENDING: { status: 403, key: 'admissionPending' },
  /** Korea's export controls bar the vehicle from the destination (docs/decisions/0220). */
  EXPORT_CONTROLLED: { status: 403, key: 'exportControlledClass' },
  VERIFICATION_FAILED: { status: 400, key: 'verificationFailed' },
  ALREADY_IN_USE: { status: 409, key: 'alreadyInUse' },
  PAYLOAD_TOO_LARGE: { status: 413, key: 'payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, key: 'unsupportedMediaType' },
  RATE_LIMITED: { status: 429, key: 'rateLimited' },
  INTERNAL: { status: 500, key: 'internal' },
  UNAVAILABLE: { status: 503, key: 'unavailable' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The body of every error response. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  codeNumber?: number;
  fields?: Record<string, string>;
  errorId?: string;
}
