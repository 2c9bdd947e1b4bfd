import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { hasRole, type CurrentUser, type Role } from '@market/domain';
import { AppError } from './app-error.ts';

/**
 * Guards for route options (`preValidation: guard({ ... })`), reusable by every module. They run before validation, so
 * a visitor is refused (401) whatever the input; the body and query are parsed by then, so a userNo in them can be
 * compared with the session's. Object-level checks (an inquiry or consignee that is not yours
 * answers 404) belong to each module's queries, which filter by the session's userNo.
 */
export interface GuardOptions {
  /** Any of these roles (see hasRole: buyer = userFlag 0 or 2, seller = 1 or 2, dealer = 2, partner, staff). */
  roles?: Role[];
  /** The account must be approved (sellers and dealers wait for staff). */
  admission?: boolean;
  /** A userNo in the body or the query must be the session's user. */
  sameUser?: boolean;
}

/** The logged-in user; throws 401 when there is none. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

function namedUserNo(value: unknown): unknown {
  return value !== null && typeof value === 'object' && 'userNo' in value ? value.userNo : undefined;
}

/** Refuses with 403 when the request names a userNo that is not the session's. */
function assertSameUser(request: FastifyRequest, user: CurrentUser): void {
  for (const named of [namedUserNo(request.body), namedUserNo(request.query)]) {
    if (named === undefined || named === null || named === '') continue;
    if (Number(named) !== user.userNo) throw new AppError('FORBIDDEN');
  }
}

export function guard(options: GuardOptions = {}): preValidationAsyncHookHandler {
  return async (request) => {
    const user = requireUser(request);
    if (options.roles && !options.roles.some((role) => hasRole(user, role))) throw new AppError('FORBIDDEN');
    if (options.admission && !user.admission) throw new AppError('ADMISSION_PENDING');
    if (options.sameUser ?? true) assertSameUser(request, user);
  };
}

/** Only logged-in users; a userNo in the request must be their own. */
export const requireLogin = guard();
