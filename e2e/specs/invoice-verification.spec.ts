import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { apiAs, login, ok, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';
import { invoicedInquiry } from '../invoiced-inquiry.ts';

/** Invoices a fraudster cannot fake (issue 19, docs/decisions/0150-0152). */
const screenshots = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** The QR code on the PDF's first page, drawn by pdftoppm and read by jsQR: the text it encodes. */
function qrOf(pdf: Buffer, name: string): string {
  mkdirSync(screenshots, { recursive: true });
  writeFileSync(`${screenshots}${name}.pdf`, pdf);
  execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', `${screenshots}${name}.pdf`, `${screenshots}${name}`]);
  const png = PNG.sync.read(readFileSync(`${screenshots}${name}.png`));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(found, 'a QR code on the invoice').not.toBeNull();
  return found!.data;
}

test('the QR code of an invoice PDF opens its verification page, in Spanish', async ({
  page,
  baseURL,
  buyer: buyerAccount,
}) => {
  test.setTimeout(120_000);
  const buyer = await apiAs(baseURL!, buyerAccount);
  const staff = await apiAs(baseURL!, 'demo-staff');
  const { ilNo } = await invoicedInquiry(
    buyer,
    staff,
    {
      userName: 'Lucía Fernández',
      userPhone: '+56 9 8765 4321',
      userEmail: 'lucia@example.com',
      userConsigneeName: 'Fernández Autos SpA',
      address: 'Av. Grecia 1450, Antofagasta',
    },
    21_300,
  );
  const invoice = (
    (await (await buyer.get(`/api/inquirys/detail?ilNo=${ilNo}`)).json()) as {
      invoice: { number: string; verificationCode: string };
    }
  ).invoice;
  const pdf = await ok(buyer.get(`/api/inquirys/invoice?ilNo=${ilNo}&lang=5`));

  // The link is absolute from PUBLIC_URL (unset here: http://localhost:<PORT>), never the request's Host.
  const link = new URL(qrOf(await pdf.body(), 'invoice-qr'));
  expect(link.origin).toBe(`http://localhost:${new URL(baseURL!).port}`);
  expect(link.pathname).toBe(`/verify/${invoice.verificationCode}`);

  // Server-rendered like the other public pages: the first HTML already carries the invoice and the account.
  const html = await (await page.request.get(`${link.pathname}?lang=5`)).text();
  expect(html).toContain(invoice.number);
  expect(html).toContain('HVBKKRSE');

  await useLanguage(page, 5);
  await visit(page, link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Verificación de factura' })).toBeVisible();
  await expect(page.getByText(invoice.number, { exact: true })).toBeVisible();
  await expect(page.getByText('$21,300', { exact: true })).toBeVisible();
  await expect(page.getByText('L**** F********', { exact: true })).toBeVisible();
  const account = page.getByRole('region', { name: 'La única cuenta a la que pagar' });
  await expect(account).toContainText('HVBKKRSE');
  await expect(page.getByRole('note')).toHaveText(
    'Nunca cambiamos los datos bancarios por correo electrónico. Pague solo a la cuenta que muestra la página de verificación.',
  );
  await page.screenshot({ path: `${screenshots}verify-es.png`, fullPage: true });

  await visit(page, '/verify/ZZZZZZZZZZZZ');
  await expect(page.getByRole('alert')).toContainText('Ninguna factura tiene este código de verificación.');

  // The buyer's inquiry shows the same warning, the countdown and the way to the page.
  await login(page, buyerAccount);
  await visit(page, `/users/inquiry/detail/${ilNo}`);
  await expect(page.getByRole('timer', { name: 'Tiempo restante para pagar por transferencia' })).toHaveText(
    /^\d+ d \d+ h \d+ min \d+ s$/,
  );
  await page.getByRole('link', { name: 'Comprobar la factura y su cuenta en la página de verificación' }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${invoice.verificationCode}$`));

  await buyer.dispose();
  await staff.dispose();
});

test('a first visit from a QR code is in the language the phone asks for, page and message alike', async ({
  browser,
  baseURL,
}) => {
  // No cookie and nothing stored: only the browser's Accept-Language (Arabic) says which language to use.
  const context = await browser.newContext({ baseURL, locale: 'ar' });
  const page = await context.newPage();
  await visit(page, '/verify/ZZZZZZZZZZZZ');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'التحقق من الفاتورة' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('لا توجد فاتورة بهذا الرمز.');
  await context.close();
});

test('a change of bank account waits for a second staff member, who approves it in the console', async ({
  page,
  baseURL,
}) => {
  const proposer = await apiAs(baseURL!, 'demo-staff');
  await ok(
    proposer.post('/api/staff/bank-accounts/changes', {
      data: {
        kind: 'add',
        reason: 'EUR payments',
        account: {
          beneficiary: 'RH Group Co., Ltd.',
          bankName: 'KEB Hana Bank',
          swift: 'KOEXKRSE',
          accountNumber: '620-900-000001',
          currency: 'EUR',
        },
      },
    }),
  );

  // The proposer sees the change but cannot approve it.
  await login(page, 'demo-staff');
  await visit(page, '/admin/bank-accounts');
  const change = page.getByRole('listitem').filter({ hasText: 'KOEXKRSE' });
  await expect(change.getByText('Your proposal: waits for another staff member')).toBeVisible();
  await expect(change.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  await login(page, 'demo-approver');
  await visit(page, '/admin/bank-accounts');
  await expect(change.getByText('Waiting for approval')).toBeVisible();
  await change.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toHaveText('Approved: buyers with unpaid invoices are being mailed.');
  const accounts = page.getByRole('table', { name: 'Beneficiary bank accounts' });
  await expect(accounts.getByRole('row').filter({ hasText: 'KOEXKRSE' })).toContainText('Active');
  await expect(change.getByText('Approved', { exact: true })).toBeVisible();

  // Both steps are in the activity log, by name.
  await visit(page, '/admin/activity');
  await expect(page.getByText('Account change approved').first()).toBeVisible();
  await expect(page.getByText('Account change proposed').first()).toBeVisible();
  await proposer.dispose();
});
