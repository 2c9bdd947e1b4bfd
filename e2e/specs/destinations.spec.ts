import type { APIRequestContext, Page } from '@playwright/test';
import { login, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 28: where Korean vehicles really go. A buyer choosing Kyrgyzstan, Jordan and Ghana sees the verdict (its
 * arrival from the transit table) and a full landed-cost estimate, for a car and for a truck with its gross weight.
 * The export-control refusal and the invoice check page are in export-controls.spec.ts.
 */

const COUNTRIES = ['KG', 'JO', 'GH'] as const;

interface Estimate {
  vehicleClass: string | null;
  estimate: { lines: { unknown: boolean }[] } | null;
}

/** A listing for sale of `vehicleClass` whose estimate is complete (no rate unknown) in each of the three countries. */
async function listingWithFullEstimates(request: APIRequestContext, vehicleClass: 'passenger' | 'truck') {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const [, itemNo] of xml.matchAll(/\/item\/detail\/car\/(\d+)</g)) {
    const detail = await request.get(`/api/pages/detail?itemNo=${itemNo}`);
    if (!detail.ok()) continue;
    const { item } = (await detail.json()) as { item: { flag: number; partners: boolean; weight: number | null } };
    if (item.flag !== 0 || item.partners || (vehicleClass === 'truck' && item.weight === null)) continue;
    const full = async (countryCode: string) => {
      const answer = (await (
        await request.get(`/api/landed-cost/estimate?itemNo=${itemNo}&countryCode=${countryCode}`)
      ).json()) as Estimate;
      return answer.vehicleClass === vehicleClass && answer.estimate?.lines.every((line) => !line.unknown) === true;
    };
    if ((await Promise.all(COUNTRIES.map(full))).every(Boolean)) return Number(itemNo);
  }
  throw new Error(`no ${vehicleClass} for sale with a full estimate in ${COUNTRIES.join(', ')}`);
}

interface Words {
  country: string;
  names: Record<(typeof COUNTRIES)[number], string>;
  verdict: (country: string) => string;
  verdictWords: RegExp;
  transit: RegExp;
  estimate: (country: string) => string;
  total: string;
  unknown: string;
}

/** On the listing's page, each country in turn: the verdict with its transit, the estimate with its total. */
async function eachDestination(page: Page, itemNo: number, words: Words) {
  await visit(page, `/item/detail/car/${itemNo}`);
  const country = page.getByRole('combobox', { name: words.country });
  for (const code of COUNTRIES) {
    const name = words.names[code];
    await country.selectOption({ label: name });
    const verdict = page.getByRole('status', { name: words.verdict(name) });
    await expect(verdict).toContainText(words.verdictWords);
    await expect(verdict).toContainText(words.transit);
    const estimate = page.getByRole('region', { name: words.estimate(name) });
    await expect(estimate.getByRole('row', { name: new RegExp(words.total) })).toContainText('$');
    await expect(estimate).not.toContainText(words.unknown);
  }
}

const english: Words = {
  country: 'Destination country',
  names: { KG: 'Kyrgyzstan', JO: 'Jordan', GH: 'Ghana' },
  verdict: (country) => `Import verdict for ${country}`,
  verdictWords: /Allowed|Not allowed|Check with your authority/,
  transit: /estimated transit \d+ days/,
  estimate: (country) => `Estimated cost at home: ${country}`,
  total: 'Estimated total at home',
  unknown: 'rate not known',
};

const russian: Words = {
  country: 'Страна назначения',
  names: { KG: 'Киргизия', JO: 'Иордания', GH: 'Гана' },
  verdict: (country) => `Заключение о ввозе: ${country}`,
  verdictWords: /Разрешено|Не разрешено|Уточните/,
  transit: /расчётный срок доставки \d+ дн\./,
  estimate: (country) => `Ориентировочные расходы на месте: ${country}`,
  total: 'Ориентировочный итог на месте',
  unknown: 'ставка неизвестна',
};

test('a buyer in English sees the verdict and a full estimate in Kyrgyzstan, Jordan and Ghana, for a car and a truck', async ({
  page,
  buyer,
}) => {
  test.setTimeout(180_000);
  await login(page, buyer);
  const car = await listingWithFullEstimates(page.request, 'passenger');
  const truck = await listingWithFullEstimates(page.request, 'truck');
  await eachDestination(page, car, english);
  await eachDestination(page, truck, english);

  // In the inquiry dialog's terms step, the chosen port gives the transit of its row.
  await page.getByRole('button', { name: 'Inquiry' }).click();
  const dialog = page.getByRole('dialog', { name: 'go to inquiry' });
  await dialog.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Ghana' });
  await dialog.getByRole('combobox', { name: 'Port' }).selectOption({ index: 1 });
  await expect(dialog.getByRole('status', { name: 'Import verdict for Ghana' })).toContainText(english.transit);
  await expect(dialog.getByRole('region', { name: 'Estimated cost at home: Ghana' })).toContainText(
    'Estimated total at home',
  );
});

test('a buyer in Russian sees the same, in Russian', async ({ page, buyer }) => {
  test.setTimeout(180_000);
  await useLanguage(page, 4);
  await login(page, buyer);
  await eachDestination(page, await listingWithFullEstimates(page.request, 'passenger'), russian);
  await eachDestination(page, await listingWithFullEstimates(page.request, 'truck'), russian);
});
