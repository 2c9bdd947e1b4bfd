import { apiAs, login, ok, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';
import { BOOKED, paidInquiry, sealLoadingSet, sendDocuments, shipmentStep } from '../paid-inquiry.ts';

const day = (value: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));

test('from deposit confirmed to released, the buyer follows the shipment in Spanish (issue 19)', async ({
  page,
  browser,
  baseURL,
  buyer: buyerAccount,
}) => {
  test.setTimeout(180_000);
  const buyer = await apiAs(baseURL!, buyerAccount);
  const staff = await apiAs(baseURL!, 'demo-staff');
  const ilNo = await paidInquiry(buyer, staff);
  const move = shipmentStep(staff, ilNo);

  await useLanguage(page, 5);
  await login(page, buyerAccount);
  const detail = `/users/inquiry/detail/${ilNo}`;
  const timeline = () => page.getByRole('list', { name: 'Envío', exact: true });

  await move(BOOKED);
  await sealLoadingSet(staff, ilNo);
  await visit(page, detail);
  await expect(timeline().getByRole('listitem')).toHaveCount(7);
  await expect(timeline().getByRole('listitem').first()).toContainText(`Reservado · ${day('2026-11-20')}`);
  await expect(timeline().getByRole('listitem').nth(1)).toContainText('Cargado · pendiente');

  // Staff take the next step in the console's shipment panel.
  const consolePage = await (await browser.newContext({ baseURL })).newPage();
  await useLanguage(consolePage, 1);
  await login(consolePage, 'demo-staff');
  await visit(consolePage, `/admin/inquiries/${ilNo}`);
  const panel = consolePage.getByRole('region', { name: 'Shipment' });
  await expect(panel).toContainText('Now: Booked');
  await panel.getByRole('button', { name: 'Next step: Loaded' }).click();
  const dialog = consolePage.getByRole('dialog', { name: 'Next step: Loaded' });
  await dialog.getByLabel(/^Date/).fill('2026-11-27');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(panel).toContainText('Now: Loaded');
  await consolePage.context().close();
  await move({ step: 'departed', on: '2026-11-28', eta: '2026-12-30' });
  await ok(
    staff.post(`/api/staff/shipments/${ilNo}/eta`, { data: { eta: '2027-01-04', reason: 'Congestión en el puerto' } }),
  );
  await visit(page, detail);
  await expect(page.getByText(`Llegada cambiada al ${day('2027-01-04')}: Congestión en el puerto`)).toBeVisible();
  await expect(page.getByText(`Llegada prevista: ${day('2027-01-04')}`)).toBeVisible();

  await move({ step: 'arrived', on: '2027-01-04' });
  await sendDocuments(staff, ilNo);
  await visit(page, detail);
  await expect(page.getByText('Mensajería: DHL · Número de seguimiento: 1234567890')).toBeVisible();
  const download = page.getByRole('link', { name: 'Descargar: Copia del B/L' });
  const file = await page.request.get((await download.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await move({ step: 'released', on: '2027-01-10' });
  await visit(page, detail);
  await expect(timeline().getByRole('listitem').last()).toContainText(`Entregado · ${day('2027-01-10')}`);
  await visit(page, '/users/inquiry/list');
  await expect(page.getByText('Envío: Entregado').first()).toBeVisible();

  // Another buyer gets nothing of it.
  const other = await apiAs(baseURL!, 'demo-dealer');
  expect((await other.get(`/api/inquirys/shipment?ilNo=${ilNo}`)).status()).toBe(404);
  await Promise.all([buyer.dispose(), staff.dispose(), other.dispose()]);
});
