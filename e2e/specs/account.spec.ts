import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { visit } from '../browser-session.ts';
import { mailedCode } from '../fixtures.ts';

const screenshot = (name: string) => fileURLToPath(new URL(`../../test-results/screenshots/${name}`, import.meta.url));

interface Texts {
  /** The buyer's name, in the script of the language (names of any script are accepted). */
  personName: string;
  register: string;
  name: RegExp;
  id: RegExp;
  password: RegExp;
  confirm: RegExp;
  email: RegExp;
  sendCode: string;
  code: RegExp;
  verify: string;
  phone: RegExp;
  country: RegExp;
  countryName: string;
  submit: string;
  myPage: string;
  /** The header's account menu button, and its My Page item. */
  accountMenu: string;
  myPageOf: string;
  logout: string;
  login: string;
  loginSubmit: string;
  addConsignee: string;
  consigneeName: RegExp;
  consigneeAddress: RegExp;
  documentAddress: RegExp;
  consigneeEmail: RegExp;
  consigneePhone: RegExp;
  consigneeUser: RegExp;
  save: string;
  edit: string;
  defaultConsignee: string;
}

const ENGLISH: Texts = {
  personName: 'Ana Lopez',
  register: 'Register',
  name: /^Name/,
  id: /^ID/,
  password: /^Password/,
  confirm: /^Confirm password/,
  email: /^Email/,
  sendCode: 'Send code',
  code: /^Verification code/,
  verify: 'Verify',
  phone: /^Phone/,
  country: /^Country/,
  countryName: 'Chile',
  submit: 'Register',
  myPage: 'My Page',
  accountMenu: 'Account menu of Ana Lopez',
  myPageOf: 'My Page of Ana Lopez',
  logout: 'Log out',
  login: 'Log in',
  loginSubmit: 'Log in',
  addConsignee: 'Add consignee',
  consigneeUser: /^Name/,
  consigneePhone: /^Phone/,
  consigneeEmail: /^Email/,
  consigneeName: /^Consignee name/,
  consigneeAddress: /^Consignee address/,
  documentAddress: /^Document delivery address/,
  save: 'Save',
  edit: 'Edit consignee',
  defaultConsignee: 'Default consignee',
};

const ARABIC: Texts = {
  personName: 'محمد عبد الله',
  register: 'التسجيل',
  name: /^الاسم/,
  id: /^المعرّف/,
  password: /^كلمة المرور/,
  confirm: /^تأكيد كلمة المرور/,
  email: /^البريد الإلكتروني/,
  sendCode: 'إرسال الرمز',
  code: /^رمز التحقق/,
  verify: 'تحقق',
  phone: /^الهاتف/,
  country: /^الدولة/,
  countryName: 'تشيلي',
  submit: 'تسجيل',
  myPage: 'صفحتي',
  accountMenu: 'قائمة حساب محمد عبد الله',
  myPageOf: 'صفحة محمد عبد الله',
  logout: 'تسجيل الخروج',
  login: 'تسجيل الدخول',
  loginSubmit: 'تسجيل الدخول',
  addConsignee: 'إضافة مرسل إليه',
  consigneeUser: /^الاسم/,
  consigneePhone: /^الهاتف/,
  consigneeEmail: /^البريد الإلكتروني/,
  consigneeName: /^اسم المرسل إليه/,
  consigneeAddress: /^عنوان المرسل إليه/,
  documentAddress: /^عنوان تسليم المستندات/,
  save: 'حفظ',
  edit: 'تعديل المرسل إليه',
  defaultConsignee: 'المرسل إليه الافتراضي',
};

for (const [language, code, texts] of [
  ['English', 1, ENGLISH],
  ['Arabic', 3, ARABIC],
] as const) {
  test(`a buyer registers with an emailed code, logs out and in, and edits a consignee (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lang) => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', String(lang));
    }, code);
    const suffix = `${code}${Date.now() % 100000}`;
    const userId = `buyer${suffix}`;
    const email = `${userId}@example.org`;
    const password = 'buyer-pass-1';

    await visit(page, '/register');
    await expect(page.locator('html')).toHaveAttribute('dir', code === 3 ? 'rtl' : 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: texts.register })).toBeVisible();
    await page.getByLabel(texts.id).fill(userId);
    await page.getByLabel(texts.password).fill(password);
    await page.getByLabel(texts.confirm).fill(password);
    await page.getByLabel(texts.name).fill(texts.personName);
    await page.getByLabel(texts.email).fill(email);
    await page.getByRole('button', { name: texts.sendCode }).click();
    await page.getByLabel(texts.code).fill(await mailedCode(page.request, email));
    await page.getByRole('button', { name: texts.verify, exact: true }).click();
    await page.getByLabel(texts.phone).fill(`+56 9 ${suffix.padStart(8, '1')}`);
    await page.getByLabel(texts.country).click();
    await page.getByRole('option', { name: texts.countryName, exact: true }).click();
    await page.screenshot({ path: screenshot(`register-${language}.png`), fullPage: true });
    await page.getByRole('button', { name: texts.submit, exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: texts.myPage })).toBeVisible();
    await expect(page.getByText(userId, { exact: true })).toBeVisible();

    // Log out and My Page are in the header's account menu, named with the user's name (decision 0230).
    await page.getByRole('button', { name: texts.accountMenu }).click();
    await page.getByRole('menuitem', { name: texts.logout }).click();
    const headerLogin = page.getByRole('banner').getByRole('link', { name: texts.login, exact: true });
    await expect(headerLogin).toBeVisible();
    await headerLogin.click();
    await page.getByLabel(texts.id).fill(userId);
    await page.getByLabel(texts.password).fill(password);
    await page.getByRole('main').getByRole('button', { name: texts.loginSubmit }).click();
    await page.getByRole('button', { name: texts.accountMenu }).click();
    await page.getByRole('menuitem', { name: texts.myPageOf }).click();

    // Add a consignee, then edit it.
    await page.getByRole('button', { name: texts.addConsignee }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(texts.consigneeUser).fill(texts.personName);
    await dialog.getByLabel(texts.consigneePhone).fill('+56 9 1234 5678');
    await dialog.getByLabel(texts.consigneeEmail).fill(email);
    await dialog.getByLabel(texts.consigneeName).fill('Lopez Import SpA');
    await dialog.getByLabel(texts.consigneeAddress).fill('Av. Brasil 1000, Valparaiso');
    await dialog.getByLabel(texts.documentAddress).fill('Av. Brasil 1000, Valparaiso');
    await dialog.getByRole('checkbox').last().check();
    await dialog.getByRole('button', { name: texts.save }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name: new RegExp(texts.defaultConsignee) });
    await expect(card).toContainText('Lopez Import SpA');

    await card.getByRole('button', { name: texts.edit }).click();
    await dialog.getByLabel(texts.consigneeName).fill('Lopez Trading Ltda');
    await dialog.getByRole('button', { name: texts.save }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Lopez Trading Ltda');
    await page.screenshot({ path: screenshot(`my-page-${language}.png`), fullPage: true });

    await page.reload();
    await expect(page.getByRole('article', { name: new RegExp(texts.defaultConsignee) })).toContainText(
      'Lopez Trading Ltda',
    );
  });
}

test('a seller registers with a business document and sees that admission is pending', async ({ page }) => {
  const suffix = String(Date.now() % 100000);
  const userId = `seller${suffix}`;
  const email = `${userId}@example.org`;
  await visit(page, '/register');
  await page.getByRole('radio', { name: 'Seller' }).check();
  await page.getByLabel(ENGLISH.id).fill(userId);
  await page.getByRole('button', { name: 'Check ID' }).click();
  await expect(page.getByText('This ID is available.')).toBeVisible();
  await page.getByLabel(ENGLISH.password).fill('seller-pass-1');
  await page.getByLabel(ENGLISH.confirm).fill('seller-pass-1');
  await page.getByLabel(ENGLISH.name).fill('Kim Minsu');
  await page.getByLabel(ENGLISH.email).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel(ENGLISH.code).fill(await mailedCode(page.request, email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByLabel(ENGLISH.phone).fill(`+82 10 77${suffix.padStart(6, '0')}`);
  await page.getByLabel(ENGLISH.country).click();
  await page.getByRole('option', { name: 'South Korea', exact: true }).click();
  await page.getByLabel(/^Company name/).fill('Seoul Motors');
  await page.getByLabel(/^Business registration number/).fill('123-45-67890');
  await page.getByLabel(/^Company address/).fill('Incheon, Korea');
  await page.getByLabel(/^Company phone/).fill('+82 32 000 0000');
  await page.getByLabel('Attach business document').setInputFiles({
    name: 'business-registration.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByText('business-registration.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'My Page' })).toBeVisible();
  await expect(page.getByText('Your account is waiting for approval.')).toBeVisible();
  // Sellers see their shortcuts (in the account menu); approval is checked by the item screens.
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await expect(page.getByRole('menuitem', { name: 'Add Item' })).toBeVisible();
  await page.screenshot({ path: screenshot('seller-pending.png'), fullPage: true });
});
