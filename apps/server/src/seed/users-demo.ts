import { createHash } from 'node:crypto';
import { hashPassword } from '../platform/passwords.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { SeedStep } from './index.ts';

/** The password of every demo account (README "Demo users"). */
export const DEMO_PASSWORD = 'demo1234';

type DemoUser = Omit<typeof users.$inferInsert, 'passwordHash' | 'email' | 'phone' | 'name'>;

const DEMO_USERS: DemoUser[] = [
  { userId: 'demo-buyer', userFlag: 0, countryCode: 'CL' },
  { userId: 'demo-partner', userFlag: 0, partners: true, countryCode: 'KE' },
  { userId: 'demo-seller', userFlag: 1, secret: true, companyName: 'Demo Motors', countryCode: 'KR' },
  { userId: 'demo-dealer', userFlag: 2, partners: true, secret: true, companyName: 'Demo Trading', countryCode: 'KR' },
  { userId: 'demo-pending', userFlag: 1, admission: false, companyName: 'Pending Cars', countryCode: 'KR' },
  { userId: 'demo-staff', userFlag: 0, staff: true, countryCode: 'KR' },
];

/** The second staff account of the demo, which approves what demo-staff proposes (bank-accounts-demo.ts). */
export const DEMO_APPROVER_ID = 'demo-approver';

/** Every account the demo data makes, all with DEMO_PASSWORD: a production start disables them (disable-demo.ts). */
export const DEMO_ACCOUNT_IDS = [...DEMO_USERS.map((user) => user.userId), DEMO_APPROVER_ID];

/** Demo accounts of every role (DEMO_DATA=on). Runs before the demo listings: they belong to demo-seller and -dealer. */
export const usersDemoStep: SeedStep = {
  name: 'users-demo',
  async run(db: Db) {
    // The server stores argon2id of what the client sends: the hex SHA-256 of the password.
    const passwordHash = await hashPassword(createHash('sha256').update(DEMO_PASSWORD).digest('hex'));
    await db.insert(users).values(
      DEMO_USERS.map((user, index) => ({
        ...user,
        passwordHash,
        name: user.userId
          .split('-')
          .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
          .join(' '),
        email: `${user.userId}@example.com`,
        phone: `+8210000000${String(index + 1).padStart(2, '0')}`,
      })),
    );
  },
};
