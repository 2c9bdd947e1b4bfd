import type { CurrentUser } from '@market/domain';

/** A logged-in account for component tests: an approved buyer in Chile unless the test says otherwise. */
export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
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
  };
}
