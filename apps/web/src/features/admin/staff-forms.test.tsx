import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  INQUIRY_STATE as S,
  staffContactGroupSchema,
  staffInquiryDetailSchema,
  staffSellerListSchema,
  staffSellerSchema,
  type ContactGroupBody,
  type LanguageCode,
} from '@market/domain';
import { apiAnswer } from '../../testing/api-fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { paged, seller, staffInquiry, stubStaffApi } from './console-test-fixture.ts';

/** The words of each language the tests find controls and messages by. */
const WORDS = {
  en: {
    code: 1 as LanguageCode,
    required: 'Required field',
    refuse: 'Refuse',
    refuseTitle: 'Refuse admission of Pending Cars',
    reason: 'Reason',
    answer: 'Write the answer',
    finalPrice: 'Final price (USD)',
    terms: 'Terms',
    send: 'Send',
    invalid: 'This value is not valid',
    addGroup: 'Add a group',
    location: 'Location · English',
    countries: 'Countries served',
    save: 'Save',
  },
  ar: {
    code: 3 as LanguageCode,
    required: 'حقل مطلوب',
    refuse: 'رفض',
    refuseTitle: 'رفض قبول Pending Cars',
    reason: 'السبب',
    answer: 'اكتب الرد',
    finalPrice: 'السعر النهائي (دولار أمريكي)',
    terms: 'الشروط',
    send: 'إرسال',
    invalid: 'هذه القيمة غير صالحة',
    addGroup: 'إضافة مجموعة',
    location: 'المنطقة · الإنجليزية',
    countries: 'الدول المخدومة',
    save: 'حفظ',
  },
};

const pending = seller({});

afterEach(() => vi.unstubAllGlobals());

describe('staff forms check with the domain schema and send the body (decision 0183)', { timeout: 60_000 }, () => {
  it.each(['en', 'ar'] as const)('refuses a seller only with a reason (%s)', async (language) => {
    const words = WORDS[language];
    const calls = stubStaffApi(({ url }) => {
      if (url.startsWith('/api/staff/sellers?')) return apiAnswer(staffSellerListSchema, paged([pending]));
      if (url === '/api/staff/sellers/6/admission')
        return apiAnswer(staffSellerSchema, { ...pending, status: 'refused' });
      return undefined;
    });
    await renderApp('/admin/sellers', words.code);
    const row = await screen.findByTestId('seller-demo-pending', {}, { timeout: 15_000 });
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: words.refuse }));
    const dialog = await screen.findByRole('dialog', { name: words.refuseTitle });
    await user.click(within(dialog).getByRole('button', { name: words.refuse }));
    expect(await within(dialog).findByText(words.required)).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/admission'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: words.reason }), '  No business document  ');
    await user.click(within(dialog).getByRole('button', { name: words.refuse }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.url === '/api/staff/sellers/6/admission')).toMatchObject({
      method: 'POST',
      body: { decision: 'refuse', reason: 'No business document' },
    });
  });

  it.each(['en', 'ar'] as const)('sends the answer only with a price and terms (%s)', async (language) => {
    const words = WORDS[language];
    const calls = stubStaffApi(({ url }) => {
      if (url === '/api/staff/inquiries/12') return apiAnswer(staffInquiryDetailSchema, staffInquiry(S.prepareAnswer));
      if (url === '/api/staff/inquiries/12/answer')
        return apiAnswer(staffInquiryDetailSchema, staffInquiry(S.checkAnswer));
      return undefined;
    });
    await renderApp('/admin/inquiries/12', words.code);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: words.answer }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: words.answer });
    const price = within(dialog).getByRole('textbox', { name: words.finalPrice });
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: words.send }));
    expect(await within(dialog).findAllByText(words.required)).toHaveLength(2);
    expect(calls.some((call) => call.url.endsWith('/answer'))).toBe(false);

    await user.type(price, '9,500');
    await user.type(within(dialog).getByRole('textbox', { name: words.terms }), 'CIF Iquique');
    await user.click(within(dialog).getByRole('button', { name: words.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.url === '/api/staff/inquiries/12/answer')).toMatchObject({
      method: 'POST',
      body: { finalPrice: 9500, terms: 'CIF Iquique', remarks: '' },
    });
  });

  it.each(['en', 'ar'] as const)(
    'adds a contact group only with its locations and country codes (%s)',
    async (language) => {
      const words = WORDS[language];
      const calls = stubStaffApi(({ url, method, body }) => {
        if (url === '/api/staff/sales-contacts') return apiAnswer(z.array(staffContactGroupSchema), []);
        if (url === '/api/staff/sales-contact-groups' && method === 'POST')
          return apiAnswer(
            staffContactGroupSchema.omit({ contacts: true }),
            { ...(body as ContactGroupBody), groupNo: 5, sort: 1 },
            201,
          );
        return undefined;
      });
      await renderApp('/admin/contacts', words.code);
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: words.addGroup }, { timeout: 15_000 }));
      const dialog = await screen.findByRole('dialog', { name: words.addGroup });
      await user.type(within(dialog).getByRole('textbox', { name: words.countries }), 'cl, chile');
      await user.click(within(dialog).getByRole('button', { name: words.save }));
      expect(await within(dialog).findAllByText(words.required)).toHaveLength(6);
      expect(within(dialog).getByText(words.invalid)).toBeTruthy();

      for (const field of within(dialog).getAllByRole('textbox', { name: /·/ })) await user.type(field, 'Iquique');
      const countries = within(dialog).getByRole('textbox', { name: words.countries });
      await user.clear(countries);
      await user.type(countries, 'cl, pe');
      await user.click(within(dialog).getByRole('button', { name: words.save }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.find((call) => call.url === '/api/staff/sales-contact-groups')).toMatchObject({
        method: 'POST',
        body: { engSiLocation: 'Iquique', countryCodes: ['CL', 'PE'] },
      });
    },
  );
});
