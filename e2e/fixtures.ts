import { createHash, randomInt } from 'node:crypto';
import { test as base, expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { ok } from './browser-session.ts';

/**
 * Specs get accounts of their own here rather than sharing demo users, so that no spec sees another's inquiries or
 * consignees and each passes alone and in any order (docs/decisions/0192-end-to-end-accounts-of-their-own.md).
 */

/** A buyer registered for one test: country Chile, no inquiries, the consignees the test asked for. */
export interface Buyer {
  id: string;
  password: string;
  name: string;
  email: string;
}

/** A saved consignee as PUT /api/user/consignee takes it. */
export interface Consignee {
  /** 1: the default one. */
  flag: number;
  userName: string;
  userPhone: string;
  userEmail: string;
  userConsigneeName: string;
  userConsigneeAddress: string;
  userDocumentAddress: string;
  requirement: string;
}

/** The newest code mailed to an address, read from the dev outbox (served only with DEV_OUTBOX=on). */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
      const messages = (await response.json()) as { body: string }[];
      code = messages[0]?.body.match(/\b\d{6}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/**
 * Registers a buyer as the register page does: a code mailed to the address, verified, then the account. Each buyer
 * comes from an address of its own (X-Forwarded-For, trusted from loopback in the e2e server), as real people do: the
 * limit of 20 codes an hour per address would otherwise stop a full run.
 */
async function registerBuyer(baseURL: string, consignees: Consignee[]): Promise<Buyer> {
  const serial = randomInt(2 ** 24);
  const address = `10.${serial >> 16}.${(serial >> 8) & 255}.${serial & 255}`;
  const id = `buyer-${serial.toString(36)}-${Date.now().toString(36)}`;
  const buyer: Buyer = { id, password: 'e2e-buyer-pass', name: 'Ana Lopez', email: `${id}@example.org` };
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
  try {
    await ok(api.post('/api/user/verification/send', { data: { channel: 'email', target: buyer.email } }));
    const code = await mailedCode(api, buyer.email);
    const verified = await ok(
      api.post('/api/user/verification/verify', { data: { purpose: 'register', target: buyer.email, code } }),
    );
    const { verificationToken } = (await verified.json()) as { verificationToken: string };
    await ok(
      api.post('/api/user/register', {
        data: {
          userInfo: {
            userFlag: 0,
            userId: buyer.id,
            pw: createHash('sha256').update(buyer.password).digest('hex'),
            name: buyer.name,
            email: buyer.email,
            phone: `+56 9 ${String(serial).padStart(8, '0')}`,
            countryCode: 'CL',
            verificationToken,
          },
        },
      }),
    );
    // Registering logs the new account in: this context is its session.
    if (consignees.length > 0) await ok(api.put('/api/user/consignee', { data: { consigneeList: consignees } }));
  } finally {
    await api.dispose();
  }
  return buyer;
}

/** What the buyer has when the test starts: `test.use({ buyerProfile: { consignees } })`. */
export interface BuyerProfile {
  /** Saved consignees (an object around them: Playwright would read an array option as a fixture tuple). */
  consignees: Consignee[];
}

export const test = base.extend<{ buyer: Buyer; buyerProfile: BuyerProfile }>({
  buyerProfile: [{ consignees: [] }, { option: true }],
  // A timeout of its own: registering is the test's setup and must not eat the time its steps are given.
  buyer: [
    async ({ baseURL, buyerProfile }, use) => {
      await use(await registerBuyer(baseURL!, buyerProfile.consignees));
    },
    { timeout: 30_000 },
  ],
});

export { expect };
