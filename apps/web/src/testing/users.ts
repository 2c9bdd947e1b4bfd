import { currentUserSchema, type CurrentUser } from '@market/domain';
import { fixture } from './api-fixture.ts';

/**
 * A logged-in account (GET /api/user/me) for component tests: an approved buyer in Chile unless the test says
 * otherwise, parsed with the server's schema.
 */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return fixture(currentUserSchema, {
    userNo: 1,
    userId: 'demo-buyer',
    userFlag: 0,
    admission: true,
    partners: false,
    secret: false,
    companyName: null,
    countryCode: 'CL',
    thumbnail: null,
    name: 'Demo Buyer',
    staff: false,
    ...overrides,
  });
}
