import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, login, ok, useLanguage, visit } from '../browser-session.ts';
import { expect, test } from '../fixtures.ts';
import { pdf } from '../paid-inquiry.ts';

/**
 * Issue 31: a seller enters an inspection record with two repaired panels and uploads its original, staff verify it
 * against the original, and a buyer sees the diagram and the verified mark and finds the car with "no accident
 * claims". In English and in Arabic, each on a listing of its own.
 */

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

/** What each step finds, by role and visible name, in the page's language. */
const TEXTS = {
  en: {
    code: 1,
    editor: 'Inspection record and history',
    inspection: 'Performance and condition record',
    inspectedOn: 'Inspected on',
    inspector: 'Inspected by',
    odometer: 'Odometer at inspection',
    addPanel: 'Add a panel',
    panel: 'Panel',
    work: 'Work done',
    frontLeftDoor: 'Front left door',
    welded: 'Welded',
    history: 'History',
    save: 'Save the record',
    saved: /declared by the seller until our staff verify it/,
    file: 'File',
    upload: 'Upload an original',
    original: 'Inspection record: record.pdf',
    check: (item: string) => `Check ${item}`,
    verify: 'Mark verified',
    verifiedNote: 'Marked verified.',
    section: 'Condition',
    markedPanels: /2 marked panels/,
    hoodWelded: 'Hood: Welded',
    doorPainted: 'Front left door: Painted',
    verified: /Verified by staff on/,
    noClaims: 'No accident claims',
  },
  ar: {
    code: 3,
    editor: 'سجل الفحص والسجل التاريخي',
    inspection: 'سجل فحص الأداء والحالة',
    inspectedOn: 'تاريخ الفحص',
    inspector: 'جهة الفحص',
    odometer: 'عداد المسافة عند الفحص',
    addPanel: 'إضافة لوح',
    panel: 'اللوح',
    work: 'العمل المنجز',
    frontLeftDoor: 'الباب الأمامي الأيسر',
    welded: 'ملحوم',
    history: 'السجل التاريخي',
    save: 'حفظ السجل',
    saved: /مصرَّحًا به من البائع حتى يتحقق منه فريقنا/,
    file: 'الملف',
    upload: 'رفع مستند أصلي',
    original: 'سجل الفحص: record.pdf',
    check: (item: string) => `تحقق من ${item}`,
    verify: 'تعليم كمُتحقَّق منه',
    verifiedNote: 'تم التعليم كمُتحقَّق منه.',
    section: 'الحالة',
    markedPanels: /لوحان معلَّمان/,
    hoodWelded: 'غطاء المحرك: ملحوم',
    doorPainted: 'الباب الأمامي الأيسر: مطلي',
    verified: /تحقق منه فريقنا في/,
    noClaims: 'بدون مطالبات حوادث',
  },
} as const;

/**
 * A car of demo-seller for sale to every buyer (not a partners-only listing) without a condition record yet: each test
 * takes the next one.
 */
/** A car of demo-seller for sale, without a condition record, that the buyer's own search lists (so its filter can). */
async function carWithoutRecord(seller: APIRequestContext, buyer: APIRequestContext): Promise<number> {
  const { items } = (await (await ok(buyer.get('/api/items/search?category=1&size=60'))).json()) as {
    items: { itemNo: number }[];
  };
  for (const { itemNo } of items) {
    if (!(await seller.get(`/api/items/my-item?itemNo=${itemNo}`)).ok()) continue;
    const { item } = (await (await seller.get(`/api/pages/detail?itemNo=${itemNo}`)).json()) as {
      item: { flag: number; partners: boolean };
    };
    if (item.flag !== 0 || item.partners) continue;
    const record = (await (await seller.get(`/api/items/condition?itemNo=${itemNo}`)).json()) as {
      updatedAt: string | null;
    };
    if (record.updatedAt === null) return itemNo;
  }
  throw new Error("no car of demo-seller without a condition record in the buyer's search");
}

async function enterRecord(page: Page, text: (typeof TEXTS)[keyof typeof TEXTS], itemNo: number) {
  await visit(page, `/item/upload?itemNo=${itemNo}`);
  const editor = page.getByRole('region', { name: text.editor });
  await editor.getByRole('checkbox', { name: text.inspection }).check();
  await editor.getByLabel(text.inspectedOn).fill('2026-10-01');
  await editor.getByRole('textbox', { name: text.inspector }).fill('Korea Automobile Inspection');
  await editor.getByRole('textbox', { name: text.odometer }).fill('72300');
  await editor.getByRole('button', { name: text.addPanel }).click();
  await editor.getByRole('button', { name: text.addPanel }).click();
  await editor.getByRole('combobox', { name: text.panel }).nth(1).selectOption({ label: text.frontLeftDoor });
  await editor.getByRole('combobox', { name: text.work }).first().selectOption({ label: text.welded });
  await editor.getByRole('checkbox', { name: text.history }).check();
  await editor.getByRole('button', { name: text.save }).click();
  await expect(editor.getByText(text.saved)).toBeVisible();

  await editor.getByLabel(text.file).setInputFiles({ name: 'record.pdf', mimeType: 'application/pdf', buffer: pdf });
  await editor.getByRole('button', { name: text.upload }).click();
  await expect(editor.getByRole('link', { name: text.original })).toBeVisible();
}

for (const [language, text] of Object.entries(TEXTS)) {
  test(`a record with two repaired panels is entered, verified and found by a buyer (${language})`, async ({
    page,
    browser,
    buyer,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await useLanguage(page, text.code);
    await login(page, 'demo-seller');
    const buyerApi = await apiAs(baseURL!, buyer);
    const itemNo = await carWithoutRecord(page.request, buyerApi);
    await buyerApi.dispose();
    const stock = `CB${itemNo}`;
    await enterRecord(page, text, itemNo);

    // Staff check it against the original in the console and mark it verified.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await useLanguage(staff, text.code);
    await login(staff, 'demo-staff');
    await visit(staff, '/admin/conditions');
    await staff.getByRole('link', { name: text.check(stock) }).click();
    await expect(staff.getByRole('link', { name: text.original })).toBeVisible();
    await staff.getByRole('button', { name: text.verify }).click();
    await expect(staff.getByText(text.verifiedNote)).toBeVisible();
    await staffContext.close();

    // The buyer reads the diagram and the verified mark, then filters by "no accident claims".
    await page.context().clearCookies();
    await useLanguage(page, text.code);
    await login(page, buyer);
    await visit(page, `/item/detail/car/${itemNo}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const section = page.getByRole('region', { name: text.section, exact: true });
    await section.scrollIntoViewIfNeeded();
    const diagram = section.getByRole('group', { name: text.markedPanels });
    await expect(diagram.getByRole('img', { name: text.hoodWelded })).toBeVisible();
    await expect(diagram.getByRole('img', { name: text.doorPainted })).toBeVisible();
    await expect(section.getByText(text.verified).first()).toBeVisible();
    await section.screenshot({ path: screenshot(`condition-${language}.png`) });

    await visit(page, '/item/list/car');
    // The filter lives in the address: the box shows checked once the search moved there.
    const noClaims = page.getByRole('checkbox', { name: text.noClaims });
    await noClaims.click();
    await expect(page).toHaveURL(/noClaims=1/);
    await expect(noClaims).toBeChecked();
    await expect(page.getByRole('link', { name: new RegExp(`\\b${stock}\\b`) })).toBeVisible();
    const answer = await ok(page.request.get('/api/items/search?noClaims=1&size=60'));
    expect(JSON.stringify(await answer.json())).toContain(`"itemNo":${itemNo}`);
  });
}
