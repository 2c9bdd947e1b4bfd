import { createHash } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { login, useLanguage, visit } from '../browser-session.ts';

const REASON = 'The business document is not readable. Please send a clearer scan.';

test('a refused seller reads the reason and the contact, sends a new document and waits for approval again (issue 14)', async ({
  page,
  baseURL,
}) => {
  // Staff refuse demo-pending (already refused is fine: a rerun of this spec).
  const staff = await playwrightRequest.newContext({ baseURL });
  const staffLogin = await staff.post('/api/user/login', {
    data: {
      id: Buffer.from('demo-staff').toString('base64'),
      pw: createHash('sha256').update('demo1234').digest('hex'),
    },
  });
  expect(staffLogin.ok()).toBe(true);
  const sellerNo = async () => {
    const found = (await (await staff.get('/api/staff/sellers?q=demo-pending')).json()) as {
      list: { userNo: number; status: string }[];
    };
    return found.list[0]!;
  };
  const refused = await staff.post(`/api/staff/sellers/${(await sellerNo()).userNo}/admission`, {
    data: { decision: 'refuse', reason: REASON },
  });
  expect([200, 409]).toContain(refused.status());

  await useLanguage(page, 1);
  await login(page, 'demo-pending');
  await visit(page, '/users/mypage');
  const notice = page.getByRole('alert', { name: 'Your seller account was not approved' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText(`Reason given by our staff: ${REASON}`)).toBeVisible();
  await expect(notice.getByText(/^Questions\? Contact RH Group/)).toBeVisible();
  await expect(notice.getByRole('link', { name: 'sales@rhgroup.example' })).toHaveAttribute(
    'href',
    'mailto:sales@rhgroup.example',
  );
  const askAgain = notice.getByRole('button', { name: 'Ask for approval again' });
  await expect(askAgain).toBeDisabled();

  await notice.getByLabel('Choose a new business document').setInputFiles({
    name: 'business-registration-2.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(notice.getByText('business-registration-2.pdf')).toBeVisible();
  await askAgain.click();
  await expect(
    page.getByText(/^We received your new business document on .+ waiting for approval again/),
  ).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Your seller account was not approved' })).toBeHidden();

  // Staff see the seller waiting again.
  expect((await sellerNo()).status).toBe('pending');
  await staff.dispose();
});
