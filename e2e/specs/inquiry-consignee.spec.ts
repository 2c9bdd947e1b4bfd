import { login, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';
import { carsWithFreight } from '../freight-items.ts';

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

test('the consignee step: filled in from the account, summed up, back to the terms and kept for next time (issue 14)', async ({
  page,
  buyer,
}) => {
  test.setTimeout(120_000);
  await useLanguage(page, 1);
  // No saved consignee: the new tab opens, filled in from the account.
  await login(page, buyer);
  const [target] = await carsWithFreight(page.request, 1);
  expect(target, 'a car with freight in the demo data').toBeDefined();

  await visit(page, `/item/detail/car/${target!.itemNo}`);
  await page.getByRole('button', { name: 'Inquiry', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'go to inquiry' });
  const total = usd(target!.sellPrice + target!.offer.totalPrice!);
  await expect(dialog.getByRole('table', { name: 'Price' }).getByRole('row', { name: /^Total/ })).toContainText(total);
  await dialog.getByRole('button', { name: 'fast inquiry' }).click();

  const summary = dialog.getByLabel('Destination and price');
  await expect(summary).toContainText('Chile');
  await expect(summary).toContainText(total);
  await expect(dialog.getByRole('tab', { name: 'New consignee' })).toHaveAttribute('aria-selected', 'true');
  const field = (name: RegExp) => dialog.getByRole('textbox', { name });
  await expect(field(/^Name/)).toHaveValue(buyer.name);
  await expect(field(/^Email/)).toHaveValue(buyer.email);
  await expect(field(/^Consignee name/)).toHaveValue(buyer.name);
  await field(/^Consignee address/).fill('Av. Arturo Prat 1200, Iquique');
  await field(/^Requirements/).fill('Please send photos of the loading.');

  // Back to the terms and forward again: nothing typed is lost.
  await dialog.getByRole('button', { name: 'Back to terms' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Vessel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'fast inquiry' }).click();
  await expect(field(/^Consignee address/)).toHaveValue('Av. Arturo Prat 1200, Iquique');
  await expect(field(/^Requirements/)).toHaveValue('Please send photos of the loading.');

  await dialog.getByRole('checkbox', { name: 'Same as the consignee address' }).check();
  await dialog.getByRole('checkbox', { name: 'Save this consignee in My Page for next time' }).check();
  await dialog.getByRole('button', { name: 'inquiry', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'finish' }).getByText(/IQ\d+/)).toBeVisible();
  await expect(page.getByText('The consignee was saved in My Page.')).toBeVisible();

  // Kept as the default: My Page lists it, and the next inquiry preselects it.
  const saved = (await (await page.request.get('/api/user/consignee/default')).json()) as Record<string, unknown>;
  expect(saved).toMatchObject({
    count: 1,
    userName: buyer.name,
    userConsigneeAddress: 'Av. Arturo Prat 1200, Iquique',
    userDocumentAddress: 'Av. Arturo Prat 1200, Iquique',
  });
});
