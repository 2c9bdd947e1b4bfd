import { createHash } from 'node:crypto';
import { hashPassword } from '../platform/passwords.ts';
import type { Db } from '../db/client.ts';
import { bankAccounts, users } from '../db/schema/index.ts';
import type { SeedStep } from './index.ts';
import { DEMO_APPROVER_ID, DEMO_PASSWORD } from './users-demo.ts';

/** The invented account of the demo (it was the constant of every invoice before docs/decisions/0151). */
const DEMO_BANK_ACCOUNT = {
  beneficiary: 'RH Group Co., Ltd.',
  bankName: 'Woori Bank',
  bankAddress: 'Seoul',
  swift: 'HVBKKRSE',
  accountNumber: '1005-803-123456',
  currency: 'USD',
};

/**
 * The demo's beneficiary account, active from the start so invoices can be issued at once, and a second staff
 * account, `demo-approver`, to approve the changes `demo-staff` proposes (two people per change). A real deployment
 * starts with no account: staff add the first one, a second approves it (docs/decisions/0152).
 */
export const bankAccountsDemoStep: SeedStep = {
  name: 'bank-accounts-demo',
  async run(db: Db) {
    if ((await db.select().from(bankAccounts).limit(1)).length === 0)
      await db.insert(bankAccounts).values(DEMO_BANK_ACCOUNT);
    const passwordHash = await hashPassword(createHash('sha256').update(DEMO_PASSWORD).digest('hex'));
    await db
      .insert(users)
      .values({
        userId: DEMO_APPROVER_ID,
        userFlag: 0,
        staff: true,
        countryCode: 'KR',
        passwordHash,
        name: 'Demo Approver',
        email: 'demo-approver@example.com',
        phone: '+821000000099',
      })
      .onConflictDoNothing();
  },
};
