import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { BUYER_CONSIGNEES } from '../buyer-consignees.ts';
import { apiAs, login, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';
import { carsWithFreight } from '../freight-items.ts';

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

/** A car for sale with a priced vessel offer. */
async function itemWithFreight(request: APIRequestContext) {
  const [car] = await carsWithFreight(request, 1);
  if (!car) throw new Error('No car with a priced vessel offer in the demo data');
  return car;
}

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

test.use({ buyerProfile: { consignees: BUYER_CONSIGNEES } });

test('a buyer in Spanish inquires with a saved consignee, is sent to the list on a second try, and pays the invoice', async ({
  page,
  playwright,
  baseURL,
  buyer,
}) => {
  test.setTimeout(180_000);
  await useLanguage(page, 5);
  await login(page.request, buyer);
  const target = await itemWithFreight(page.request);

  await visit(page, `/item/detail/car/${target.itemNo}`);
  await page.getByRole('button', { name: 'Consulta de compra' }).click();
  const dialog = page.getByRole('dialog', { name: 'ir a la consulta' });
  await expect(dialog).toBeVisible();
  const country = dialog.getByRole('combobox', { name: 'País' });
  const port = dialog.getByRole('combobox', { name: 'Puerto' });
  const vessel = dialog.getByRole('combobox', { name: 'Buque' });
  const price = dialog.getByRole('table', { name: 'Precio' });

  // Opening: the buyer's country (Chile), its first port and the first offer behind 'Select Type'.
  await expect(country.locator('option:checked')).toHaveText('Chile');
  await expect(port).toHaveValue(String(target.port.portNo));
  await expect(vessel).toHaveValue(String(target.offer.smvpNo));
  await expect(price.getByRole('row', { name: /^Total/ })).toContainText(
    usd(target.sellPrice + target.offer.totalPrice!),
  );

  // Another country clears port and vessel: ASK. Back to Chile, the port, then the vessel by hand.
  await country.selectOption({ label: 'Perú' });
  await expect(port).toHaveValue('');
  await expect(price.getByRole('row', { name: /^Total/ })).toContainText('CONSULTAR');
  await expect(price.getByRole('row', { name: /^Flete/ })).toContainText('CONSULTAR');
  await country.selectOption({ label: 'Chile' });
  await port.selectOption({ label: target.port.esPortName });
  await expect(vessel.locator('option:checked')).toHaveText('Seleccione el tipo');
  await expect(price.getByRole('row', { name: /^Condiciones/ })).toContainText('Ninguno');
  await vessel.selectOption(String(target.offer.smvpNo));
  await expect(price.getByRole('row', { name: /^Precio del vehículo/ })).toContainText(usd(target.sellPrice));
  await expect(price.getByRole('row', { name: /^Flete/ })).toContainText(usd(target.offer.totalPrice!));
  await expect(price.getByRole('row', { name: /^Total/ })).toContainText(
    usd(target.sellPrice + target.offer.totalPrice!),
  );
  await expect(dialog.getByText('El flete es una referencia y pueden aplicarse cargos adicionales.')).toBeVisible();
  await page.screenshot({ path: screenshot('inquiry-terms-es.png') });

  // Step 2: the default consignee is preselected; change it for the other saved one.
  await dialog.getByRole('button', { name: 'consulta rápida' }).click();
  await expect(dialog.getByRole('tab', { name: 'Consignatario guardado' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Maria Gonzalez');
  await dialog.getByRole('button', { name: 'cambiar' }).click();
  const list = page.getByRole('dialog', { name: 'Lista de consignatarios' });
  await expect(list.getByText('Consignatario predeterminado')).toBeVisible();
  await list.getByRole('button', { name: /Rojas Motors/ }).click();
  await expect(list).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Pedro Rojas');
  await expect(dialog.getByRole('textbox', { name: 'Dirección de entrega de documentos' })).toHaveValue(
    'Casilla 77, Santiago',
  );
  const requirements = dialog.getByRole('textbox', { name: 'Requisitos' });
  await expect(requirements).toHaveValue('Enviar fotos de la carga');
  await requirements.fill('');
  await dialog.getByRole('button', { name: 'consulta', exact: true }).click();
  await expect(dialog.getByText('Campo obligatorio')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'consulta', exact: true })).toBeDisabled();
  await requirements.fill('Necesito el certificado de exportación.');
  await page.screenshot({ path: screenshot('inquiry-consignee-es.png') });
  await dialog.getByRole('button', { name: 'consulta', exact: true }).click();

  // Step 3: the IQ number.
  const finished = page.getByRole('dialog', { name: 'finalizar' });
  await expect(finished.getByText(/Número de consulta: IQ\d+/)).toBeVisible();
  const ilNo = Number((await finished.getByText(/Número de consulta: IQ\d+/).textContent())!.match(/IQ(\d+)/)![1]);
  await expect(finished.getByText('Hemos recibido su consulta.')).toBeVisible();
  await page.screenshot({ path: screenshot('inquiry-finish-es.png') });

  // The same buyer again: the confirm, then the inquiry list.
  await visit(page, `/item/detail/car/${target.itemNo}`);
  await page.getByRole('button', { name: 'Consulta de compra' }).click();
  await page.getByRole('dialog', { name: 'ir a la consulta' }).getByRole('button', { name: 'consulta rápida' }).click();
  await dialog.getByRole('textbox', { name: 'Requisitos' }).fill('Otra vez');
  await dialog.getByRole('button', { name: 'consulta', exact: true }).click();
  const again = page.getByRole('alertdialog');
  await expect(
    again.getByText('Ya existe una consulta para el mismo vehículo. ¿Desea ir a la lista de consultas?'),
  ).toBeVisible();
  await again.getByRole('button', { name: 'Sí' }).click();
  await expect(page).toHaveURL(/\/users\/inquiry\/list$/);
  const row = page.getByRole('listitem', { name: `IQ${ilNo}` });
  await expect(row.getByText('esperando la asignación de un gestor')).toBeVisible();

  // Staff answer and issue the invoice through the API (the staff console is another issue).
  const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  await login(staff, 'demo-staff');
  const staffStep = async (step: string, data: object = {}) => {
    const response = await staff.post(`/api/staff/inquiries/${ilNo}/${step}`, { data });
    expect(response.ok(), `staff ${step}: ${await response.text()}`).toBe(true);
  };
  await staffStep('assign');
  await staffStep('prepare');
  await staffStep('answer', {
    finalPrice: target.sellPrice + target.offer.totalPrice!,
    terms: 'CFR',
    remarks: 'Salida el lunes',
  });

  // The buyer checks the answer and requests the invoice; staff issue it.
  await page.reload();
  await expect(row.getByText('revisar la respuesta')).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText('1');
  await row.getByRole('button', { name: `Solicitar factura IQ${ilNo}` }).click();
  await expect(row.getByText('solicitud de factura')).toBeVisible();
  await staffStep('invoice');
  await page.reload();
  await expect(row.getByText('emisión de factura')).toBeVisible();
  await row.getByRole('button', { name: `Confirmar factura IQ${ilNo}` }).click();
  await expect(row.getByText('factura confirmada')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: `Descargar factura IQ${ilNo}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await row.getByRole('button', { name: `Subir comprobante T/T IQ${ilNo}` }).click();
  const upload = page.getByRole('dialog', { name: 'Subir comprobante T/T' });
  await upload
    .locator('input[type=file]')
    .setInputFiles({ name: 'comprobante.pdf', mimeType: 'application/pdf', buffer: pdf });
  await upload.getByRole('button', { name: 'Subir', exact: true }).click();
  await expect(upload).toBeHidden();
  await expect(row.getByText('pago en verificación')).toBeVisible();
  await page.screenshot({ path: screenshot('inquiry-list-es.png'), fullPage: true });

  await visit(page, '/users/carpay/list');
  const carpay = page.getByRole('table', { name: 'Lista Carpay' });
  await expect(carpay.getByRole('row', { name: new RegExp(`IQ${ilNo}`) })).toContainText('En revisión');

  await visit(page, `/users/inquiry/detail/${ilNo}`);
  await expect(page.getByRole('heading', { level: 1, name: `Consulta IQ${ilNo}` })).toBeVisible();
  const history = page.getByRole('region', { name: 'Historial' });
  await expect(history.getByText('emisión de factura')).toBeVisible();
  await expect(page.getByText('Rojas Motors')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshot('inquiry-detail-es-mobile.png'), fullPage: true });
  await staff.dispose();
});

test('the dialog in Arabic, right to left, on desktop and mobile', async ({ page, buyer }) => {
  await useLanguage(page, 3);
  await login(page.request, buyer);
  const target = await itemWithFreight(page.request);
  await visit(page, `/item/detail/car/${target.itemNo}`);
  await page
    .getByRole('button', { name: /استفسار|شراء/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'الانتقال إلى الاستفسار' });
  await expect(dialog.getByRole('combobox', { name: 'الدولة' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: screenshot('inquiry-terms-ar.png') });
  await dialog.getByRole('button', { name: 'استفسار سريع' }).click();
  await expect(dialog.getByRole('tab', { name: 'مرسل إليه محفوظ' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: screenshot('inquiry-consignee-ar-mobile.png') });

  // Closing on the consignee step asks first: cancel stays, exit returns to the terms.
  await dialog.getByRole('button', { name: 'إغلاق' }).click();
  const alert = page.getByRole('alertdialog', { name: 'مغادرة خطوة المرسل إليه؟' });
  await alert.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog.getByRole('tab', { name: 'مرسل إليه محفوظ' })).toBeVisible();
  await dialog.getByRole('button', { name: 'إغلاق' }).click();
  await alert.getByRole('button', { name: 'خروج' }).click();
  await expect(dialog.getByRole('button', { name: 'استفسار سريع' })).toBeVisible();
  await page.screenshot({ path: screenshot('inquiry-terms-ar-mobile.png') });
});

test('a guest who inquires is told to log in and sent to /login', async ({ page, baseURL, buyer }) => {
  await useLanguage(page, 5);
  const api = await apiAs(baseURL!, buyer);
  const target = await itemWithFreight(api);
  await api.dispose();
  await visit(page, `/item/detail/car/${target.itemNo}`);
  await page.getByRole('button', { name: 'Consulta de compra' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Disponible solo para miembros de RH Group');
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page).toHaveURL(/\/login/);
  await visit(page, '/users/inquiry/list');
  await expect(page).toHaveURL(/\/login\?next=%2Fusers%2Finquiry%2Flist/);
});
