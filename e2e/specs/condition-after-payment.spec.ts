import { apiAs, login, ok, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';
import { BOOKED, paidInquiry, png, sealLoadingSet, sendDocuments, shipmentStep } from '../paid-inquiry.ts';

/**
 * The vehicle's condition after payment (issue 31, docs/decisions/0255-0258): the set sealed at loading, checked by
 * the buyer at arrival with staff's outcome, its hashes on the public check page, and the seller's rating after
 * release. The purchase up to the deposit and the steps are set up through the API.
 */
test('sealed at loading, matched at arrival in English; hashes on the check page and the rating in Arabic', async ({
  page,
  baseURL,
  buyer: buyerAccount,
}) => {
  test.setTimeout(240_000);
  const buyer = await apiAs(baseURL!, buyerAccount);
  const staff = await apiAs(baseURL!, 'demo-staff');
  const ilNo = await paidInquiry(buyer, staff);
  const move = shipmentStep(staff, ilNo);
  await move(BOOKED);
  // "Loaded" waits for the sealed set.
  expect(
    (await staff.post(`/api/staff/shipments/${ilNo}/step`, { data: { step: 'loaded', on: '2026-11-27' } })).status(),
  ).toBe(409);
  await sealLoadingSet(staff, ilNo);
  await move({ step: 'loaded', on: '2026-11-27' });
  await move({ step: 'departed', on: '2026-11-28', eta: '2026-12-30' });
  await move({ step: 'arrived', on: '2027-01-04' });
  const set = (await (await buyer.get(`/api/inquirys/loading-set?ilNo=${ilNo}`)).json()) as {
    files: { slot: string; sha256: string }[];
  };
  const frontHash = set.files.find((file) => file.slot === 'front')!.sha256;

  await useLanguage(page, 1);
  await login(page, buyerAccount);
  const detail = `/users/inquiry/detail/${ilNo}`;
  await visit(page, detail);
  const sealed = page.getByRole('table', { name: 'Sealed loading set' });
  await expect(sealed.getByRole('row', { name: /^Front [0-9a-f]{64}/ })).toContainText(frontHash);

  const check = page.getByRole('region', { name: 'Check at arrival' });
  await check.getByLabel('Arrival picture: Front', { exact: true }).setInputFiles({
    name: 'front.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(check.getByRole('button', { name: 'Arrival picture: Front ✓' })).toBeVisible();
  await check.getByRole('checkbox', { name: 'Body damage' }).check();
  await check.getByRole('textbox', { name: 'What you found' }).fill('A dent in the front bumper.');
  await check.getByRole('button', { name: 'Report the differences' }).click();
  await expect(check.getByText('Staff are comparing the loading and arrival pictures.')).toBeVisible();

  await ok(
    staff.put(`/api/staff/shipments/${ilNo}/arrival-outcome`, {
      data: { outcome: 'confirmed', note: 'The dent is not on the loading pictures.' },
    }),
  );
  await sendDocuments(staff, ilNo);
  await move({ step: 'released', on: '2027-01-10' });

  // In Arabic: the public check page lists the sealed hashes (no pictures), then the buyer sees the outcome and rates.
  await useLanguage(page, 3);
  const { invoice } = (await (await buyer.get(`/api/inquirys/detail?ilNo=${ilNo}`)).json()) as {
    invoice: { verificationCode: string };
  };
  await visit(page, `/verify/${invoice.verificationCode}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const hashes = page.getByRole('table', { name: 'مجموعة التحميل المختومة' });
  await expect(hashes.getByRole('row')).toHaveCount(14);
  await expect(hashes.getByRole('row', { name: /^الأمام [0-9a-f]{64}/ })).toContainText(frontHash);
  await expect(hashes.getByRole('link')).toHaveCount(0);

  await visit(page, detail);
  await expect(page.getByRole('alert').filter({ hasText: 'النتيجة: تم تأكيد الاختلاف' })).toContainText(
    'The dent is not on the loading pictures.',
  );
  const rating = page.getByRole('region', { name: 'قيّم البائع' });
  await rating.getByRole('radio', { name: '5 من 5' }).check();
  await rating.getByRole('textbox', { name: 'بضع كلمات (اختياري)' }).fill('كما في الصور تمامًا');
  await rating.getByRole('button', { name: 'إرسال التقييم' }).click();
  await expect(rating.getByText('تقييمك: 5 من 5')).toBeVisible();
  // A second rating is refused.
  expect((await buyer.post(`/api/inquirys/seller-rating?ilNo=${ilNo}`, { data: { score: 1 } })).status()).toBe(409);
  await Promise.all([buyer.dispose(), staff.dispose()]);
});
