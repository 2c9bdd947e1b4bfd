import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_STATE } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/database.ts';
import { MessageQueue } from '../../platform/message-queue.ts';
import { createTranslator } from '../../platform/messages.ts';
import type { OutgoingMessage } from '../../platform/notifier.ts';
import { createInvoiceNotices } from './invoice-notices.ts';
import { createInquiryRepo } from './repo.ts';

let database: Database;
const sent: OutgoingMessage[] = [];
let notices: ReturnType<typeof createInvoiceNotices>;
const NOW = new Date('2030-03-10T12:00:00Z');
const HOUR = 3_600_000;

beforeAll(async () => {
  database = await createTestDatabase();
  const queue = new MessageQueue(
    database.db,
    { send: async (message) => void sent.push(message) },
    pino({ level: 'silent' }),
  );
  notices = createInvoiceNotices(queue, createInquiryRepo(database.db), {
    mail: await createTranslator('mail'),
    publicUrl: 'https://cars.example.com',
  });
});
afterAll(() => database.close());

let sequence = 0;
/** An inquiry of demo-buyer (Spanish) in `state` with a current invoice due `hoursLeft` after NOW. */
async function invoiceDue(
  hoursLeft: number,
  state: number = INQUIRY_STATE.invoiceConfirm,
): Promise<{ ilNo: number; number: string }> {
  sequence += 1;
  const number = `INV-T-${sequence}`;
  const [row] = await database.query<{ il_no: string }>(
    `WITH made AS (
       INSERT INTO inquiries (user_no, state, country_no, port_no, user_name, user_phone, user_email,
         user_consignee_name, user_consignee_address, user_document_address, contents)
       SELECT u.user_no, $1, p.country_no, p.port_no, 'Maria Gonzalez', '+56 9 1234 5678', 'maria@example.com',
         'Gonzalez Importadora SpA', 'Av. Arturo Prat 123', 'Av. Arturo Prat 123', 'Ship soon'
       FROM users u, (SELECT country_no, port_no FROM ports ORDER BY port_no LIMIT 1) p
       WHERE u.user_id = 'demo-buyer' RETURNING il_no)
     INSERT INTO invoices (il_no, number, amount, bank_account, verification_code, deposit_deadline)
     SELECT il_no, $2, 9800, 'demo', $3, $4::timestamptz FROM made RETURNING il_no`,
    [
      state,
      number,
      `REM${String(sequence).padStart(9, '2')}`,
      new Date(NOW.getTime() + hoursLeft * HOUR).toISOString(),
    ],
  );
  return { ilNo: Number(row!.il_no), number };
}

describe('the deposit reminder', () => {
  it('mails each unpaid invoice once, 24 hours before its deadline, even when two processes run the job at once', async () => {
    await database.query(`UPDATE users SET language = 5 WHERE user_id = 'demo-buyer'`);
    const due = await invoiceDue(20);
    const dueIssued = await invoiceDue(2, INQUIRY_STATE.invoiceIssuance);
    const later = await invoiceDue(30);
    const passed = await invoiceDue(-1);
    const paid = await invoiceDue(10, INQUIRY_STATE.paymentBeingConfirmed);

    const runs = await Promise.all([
      notices.remindDeposits(database.db, NOW),
      notices.remindDeposits(database.db, NOW),
    ]);
    expect(runs.flat().sort()).toEqual([due.ilNo, dueIssued.ilNo].sort());
    expect(await notices.remindDeposits(database.db, new Date(NOW.getTime() + 60_000))).toEqual([]);

    const reminders = sent.filter((message) => message.subject.startsWith('Recordatorio'));
    expect(reminders.map((message) => message.subject).sort()).toEqual(
      [due, dueIssued].map((invoice) => expect.stringContaining(invoice.number)),
    );
    const mail = reminders.find((message) => message.subject.includes(due.number))!;
    expect(mail).toMatchObject({ channel: 'email', to: 'demo-buyer@example.com' });
    expect(mail.body).toContain('2030-03-11 08:00 UTC');
    expect(mail.body).toContain('https://cars.example.com/verify/REM');
    expect(mail.body).toContain('Nunca cambiamos los datos bancarios por correo electrónico');
    for (const skipped of [later, passed, paid]) {
      expect(reminders.some((message) => message.subject.includes(skipped.number))).toBe(false);
    }

    // The later one's turn comes when its deadline is a day away, once.
    expect(await notices.remindDeposits(database.db, new Date(NOW.getTime() + 7 * HOUR))).toEqual([later.ilNo]);
    expect(await notices.remindDeposits(database.db, new Date(NOW.getTime() + 8 * HOUR))).toEqual([]);
  });
});
