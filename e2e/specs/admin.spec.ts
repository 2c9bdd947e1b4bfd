import { fileURLToPath } from 'node:url';
import type { APIResponse, Page } from '@playwright/test';
import { apiAs, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

/** A 64 x 32 PNG: a receipt or a portrait. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAgCAIAAAAt/+nTAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe2SQQkAQRDD6ini6mlVnoh7hIFCBKSh4fU00Q3YgOoV2YV6l+gGbED1iuxCvUt0AzagekV2od4lugEbUL0iu1DvEt2ADahekV2od4luwAZUr8gu1LtEN/jJB3rhoJdPXMQOAAAAAElFTkSuQmCC';

async function ok<T>(response: Promise<APIResponse>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(status);
  return (await answer.json()) as T;
}

async function stateIs(page: Page, label: string) {
  await expect(page.getByRole('main').getByText(label, { exact: true }).first()).toBeVisible();
}

test.describe('staff console', () => {
  test('refuses visitors and other roles', async ({ page, baseURL, buyer: buyerAccount }) => {
    await visit(page, '/admin');
    await expect(page.getByText('Please log in with a staff account to use the staff console.')).toBeVisible();
    const buyer = await apiAs(baseURL!, buyerAccount);
    await page.context().addCookies((await buyer.storageState()).cookies);
    await visit(page, '/admin/sellers');
    await expect(page.getByText('This area is for staff only. Your account is not allowed here.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    expect((await page.request.get('/api/staff/sellers')).status()).toBe(403);
    await buyer.dispose();
  });

  test('staff answer and invoice, the buyer pays, staff confirm the deposit, the item is sold', async ({
    page,
    baseURL,
    buyer: buyerAccount,
  }) => {
    const buyer = await apiAs(baseURL!, buyerAccount);
    const staffApi = await apiAs(baseURL!, 'demo-staff');

    // A car on sale of demo-seller, and the buyer's destination from the detail page's lists.
    const sellers = await ok<{ list: { userNo: number }[] }>(staffApi.get('/api/staff/sellers?q=demo-seller'));
    const { list: items } = await ok<{ list: { itemNo: number; flag: number; secret: boolean; category: number }[] }>(
      staffApi.get(`/api/staff/items?sellerNo=${sellers.list[0]!.userNo}&size=100`),
    );
    const item = items.find((candidate) => candidate.flag === 0 && !candidate.secret && candidate.category === 1)!;
    const detail = await ok<{
      countryList: { countryNo: number; countryCode: string }[];
      portList: { portNo: number }[];
    }>(buyer.get(`/api/pages/detail?itemNo=${item.itemNo}`));
    const country = detail.countryList.find((candidate) => candidate.countryCode === 'CL')!;
    const { ilNo } = await ok<{ ilNo: number }>(
      buyer.post('/api/inquirys/inquiry', {
        data: {
          selectCountry: country.countryNo,
          selectPort: detail.portList[0]!.portNo,
          userName: 'Maria Gonzalez',
          userPhone: '+56 9 1234 5678',
          userEmail: 'maria@example.com',
          userConsigneeName: 'Gonzalez Importadora SpA',
          userConsigneeAddress: 'Av. Arturo Prat 123, Iquique, Chile',
          userDocumentAddress: 'Av. Arturo Prat 123, Iquique, Chile',
          contents: 'Please ship with the next sailing.',
          itemList: [{ itemNo: item.itemNo, smvpNo: 0 }],
        },
      }),
      201,
    );

    // Staff log in from the console's own prompt and find the inquiry by its item.
    await visit(page, '/admin');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel(/^ID/).fill('demo-staff');
    await page.getByLabel(/^Password/).fill('demo1234');
    await page.getByRole('button', { name: 'Log in' }).last().click();
    await expect(page.getByRole('heading', { name: 'Inquiry queue' })).toBeVisible();
    // The console's link sits in the account menu since decision 0230.
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByLabel('Item number').fill(`CB${item.itemNo}`);
    await page.getByLabel('Item number').press('Enter');
    await expect(page.getByRole('table', { name: 'Inquiry queue' }).getByRole('row')).toHaveCount(2);
    await page.screenshot({ path: screenshot('admin-queue.png'), fullPage: true });
    await page.getByRole('link', { name: `IQ${ilNo}` }).click();

    await stateIs(page, 'Wait for manager assignment');
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await stateIs(page, 'Wait answer');
    await page.getByRole('button', { name: 'Start preparing the answer' }).click();
    await stateIs(page, 'Prepare answer');
    await page.getByRole('button', { name: 'Write the answer' }).click();
    const answer = page.getByRole('dialog', { name: 'Write the answer' });
    await answer.getByLabel(/^Final price/).fill('15800');
    await answer.getByLabel(/^Terms/).fill('CFR Valparaiso');
    await answer.getByLabel(/^Remarks/).fill('Includes inland transport and export clearance.');
    await answer.getByRole('button', { name: 'Send' }).click();
    await stateIs(page, 'Check answer');
    await expect(page.getByText('CFR Valparaiso')).toBeVisible();

    // The buyer accepts the answer and asks for the invoice (the buyer's screens are another engineer's).
    await ok(buyer.put('/api/inquirys/status', { data: { updateList: [{ ilNo, action: 'requestInvoice' }] } }));
    await page.reload();
    await stateIs(page, 'Invoice request');
    await page.getByRole('button', { name: 'Issue the invoice' }).click();
    const invoice = page.getByRole('dialog', { name: 'Issue the invoice' });
    await expect(invoice.getByLabel(/^Amount/)).toHaveValue('15800');
    await invoice.getByRole('button', { name: 'Send' }).click();
    await stateIs(page, 'Invoice issuance');
    await expect(page.getByText(/^INV-\d{4}-/)).toBeVisible();

    // The buyer confirms the invoice and uploads the T/T receipt.
    const issued = await ok<{ list: { ilNo: number; invoice: { invoiceNo: number } }[] }>(
      staffApi.get(`/api/staff/inquiries?item=${item.itemNo}`),
    );
    const invoiceNo = issued.list.find((row) => row.ilNo === ilNo)!.invoice.invoiceNo;
    await ok(buyer.put('/api/inquirys/status', { data: { updateList: [{ ilNo, action: 'confirmInvoice' }] } }));
    const png = Buffer.from(PNG_BASE64, 'base64');
    await ok(
      buyer.post('/api/inquirys/remittance-receipt', {
        multipart: { tilNo: String(invoiceNo), list: { name: 'tt-receipt.png', mimeType: 'image/png', buffer: png } },
      }),
      201,
    );

    // Staff see the receipt, open it, and confirm the deposit.
    await page.reload();
    await stateIs(page, 'Payment being confirmed');
    const receiptLink = page.getByRole('link', { name: 'tt-receipt.png' });
    await expect(receiptLink).toBeVisible();
    const receipt = await page.request.get((await receiptLink.getAttribute('href'))!);
    expect(receipt.status()).toBe(200);
    expect(receipt.headers()['content-type']).toBe('image/webp');
    await page.screenshot({ path: screenshot('admin-inquiry-receipt.png'), fullPage: true });
    await page.getByRole('button', { name: 'Confirm the deposit' }).click();
    const confirmation = page.getByRole('dialog', { name: `Confirm the deposit of IQ${ilNo}?` });
    await expect(confirmation.getByRole('button', { name: 'Go back' })).toBeFocused();
    await page.screenshot({ path: screenshot('admin-confirm-deposit.png') });
    await confirmation.getByRole('button', { name: 'Yes, confirm the deposit' }).click();
    await stateIs(page, 'Deposit confirmed');
    await expect(page.getByText('Accepted', { exact: false })).toBeVisible();
    await page.screenshot({ path: screenshot('admin-inquiry-done.png'), fullPage: true });

    // The item is sold: its detail page says so, and the detail API carries flag 3.
    const sold = await ok<{ item: { flag: number } }>(buyer.get(`/api/pages/detail?itemNo=${item.itemNo}`));
    expect(sold.item.flag).toBe(3);
    await visit(page, `/item/detail/car/${item.itemNo}`);
    await expect(page.getByText('Sold out').first()).toBeVisible();
    await page.screenshot({ path: screenshot('admin-item-sold.png') });

    await buyer.dispose();
    await staffApi.dispose();
  });

  test('staff approve a pending seller, change an item flag and edit a sales contact', async ({ page, baseURL }) => {
    const staffApi = await apiAs(baseURL!, 'demo-staff');
    await page.context().addCookies((await staffApi.storageState()).cookies);

    await visit(page, '/admin/sellers');
    const sections = page.getByRole('navigation', { name: 'Staff console sections' });
    const pending = page.getByTestId('seller-demo-pending');
    await expect(pending.getByText('Pending', { exact: true })).toBeVisible();
    await page.screenshot({ path: screenshot('admin-sellers.png'), fullPage: true });
    await pending.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByRole('dialog', { name: 'Approve Pending Cars as a seller?' })
      .getByRole('button', { name: 'Yes, approve' })
      .click();
    await expect(pending.getByText('Approved', { exact: true })).toBeVisible();

    const sellers = await ok<{ list: { userNo: number }[] }>(staffApi.get('/api/staff/sellers?q=demo-dealer'));
    const { list: items } = await ok<{ list: { itemNo: number; flag: number; chassisNo: string }[] }>(
      staffApi.get(`/api/staff/items?sellerNo=${sellers.list[0]!.userNo}&size=100`),
    );
    const item = items.find((candidate) => candidate.flag === 0)!;
    await sections.getByRole('link', { name: 'Items' }).click();
    await page.getByLabel('CB number or chassis number').fill(item.chassisNo.toLowerCase());
    await page.getByLabel('CB number or chassis number').press('Enter');
    await expect(page.getByRole('heading', { name: `Change the flag of CB${item.itemNo}` })).toBeVisible();
    await page.getByLabel('New flag').click();
    await page.getByRole('option', { name: 'Reserved' }).click();
    await page.getByLabel(/^Reason/).fill('Buyer paid a holding deposit by phone');
    await page.getByRole('button', { name: 'Save the flag' }).click();
    await expect(page.getByRole('table', { name: 'Items found' }).getByText('Reserved')).toBeVisible();
    await page.screenshot({ path: screenshot('admin-items.png'), fullPage: true });

    await sections.getByRole('link', { name: 'Sales contacts' }).click();
    await expect(page.getByRole('heading', { name: 'Sales contacts' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the contact' });
    await dialog.getByLabel(/^Languages spoken/).fill('English, Spanish, Korean');
    await dialog.getByLabel('Choose a picture').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_BASE64, 'base64'),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('English, Spanish, Korean ·')).toBeVisible();

    await sections.getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('cell', { name: 'Admission approved' }).first()).toBeVisible();
    // Other specs change flags too: find this change by its item and reason.
    const flagRow = page
      .getByRole('row')
      .filter({ hasText: `CB${item.itemNo}` })
      .filter({ hasText: 'holding deposit' });
    await expect(flagRow.getByRole('cell', { name: 'Flag changed' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Picture replaced' }).first()).toBeVisible();
    await page.screenshot({ path: screenshot('admin-activity.png'), fullPage: true });

    // Korean labels.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '한국어' });
    await expect(page.getByRole('heading', { name: '활동 기록' })).toBeVisible();
    await page.screenshot({ path: screenshot('admin-activity-ko.png'), fullPage: true });
    await staffApi.dispose();
  });
});
