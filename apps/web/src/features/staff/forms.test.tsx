import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  bankAccountsViewSchema,
  depositBodySchema,
  etaChangeBodySchema,
  importRuleBodySchema,
  importRuleSchema,
  INQUIRY_STATE as S,
  invoiceBodySchema,
  itemFlagBodySchema,
  shipmentSchema,
  shipmentStepBodySchema,
  staffContactGroupSchema,
  staffInquiryDetailSchema,
  staffItemListSchema,
  staffItemSchema,
  staffQueueSchema,
  staffSellerListSchema,
  staffSellerSchema,
  type ContactGroupBody,
  type LanguageCode,
  type Shipment,
} from '@market/domain';
import { apiAnswer } from '../../testing/api-fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { paged, seller, staffInquiry, staffItem, stubStaffApi, type ApiCall } from './shared/console-test-fixture.ts';

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
    newFlag: 'New flag',
    listingProblem: 'Removed by staff (listing problem)',
    saveFlag: 'Save the flag',
    rejectReceipt: 'Reject the receipt',
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
    newFlag: 'الحالة الجديدة',
    listingProblem: 'أزالها الفريق (مشكلة في الإعلان)',
    saveFlag: 'حفظ الحالة',
    rejectReceipt: 'رفض الإيصال',
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
    const { calls, user, dialog } = await openInquiryDialog(words.code, S.prepareAnswer, words.answer, {
      '/api/staff/inquiries/12/answer': apiAnswer(staffInquiryDetailSchema, staffInquiry(S.checkAnswer)),
    });
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

  it.each(['en', 'ar'] as const)('changes an item flag only with a reason (%s)', async (language) => {
    const words = WORDS[language];
    const calls = stubStaffApi(({ url }) => {
      if (url.startsWith('/api/staff/items?')) return apiAnswer(staffItemListSchema, paged([staffItem(41, 0)]));
      if (url.startsWith('/api/staff/inquiries?')) return apiAnswer(staffQueueSchema, paged([]));
      if (url === '/api/staff/items/41/flag') return apiAnswer(staffItemSchema, staffItem(41, 4));
      return undefined;
    });
    await renderApp('/admin/items', words.code);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('combobox', { name: words.newFlag }, { timeout: 15_000 }));
    await user.click(await screen.findByRole('option', { name: words.listingProblem }));
    await user.click(screen.getByRole('button', { name: words.saveFlag }));
    expect(await screen.findByText(words.required)).toBeTruthy();
    expect(sent(calls, '/api/staff/items/41/flag')).toBeUndefined();

    await user.type(screen.getByRole('textbox', { name: words.reason }), 'صور مضللة');
    await user.click(screen.getByRole('button', { name: words.saveFlag }));
    await waitFor(() => expect(sent(calls, '/api/staff/items/41/flag')).toBeDefined());
    const call = sent(calls, '/api/staff/items/41/flag')!;
    expect(call.method).toBe('PUT');
    expect(itemFlagBodySchema.parse(call.body)).toEqual({ flag: 4, reason: 'صور مضللة', version: 2 });
  });

  it.each(['en', 'ar'] as const)('rejects a receipt only with a reason (%s)', async (language) => {
    const words = WORDS[language];
    const { calls, user, dialog } = await openInquiryDialog(words.code, S.paymentBeingConfirmed, words.rejectReceipt, {
      '/api/staff/inquiries/12/deposit': apiAnswer(staffInquiryDetailSchema, staffInquiry(S.invoiceConfirm)),
    });
    await user.type(within(dialog).getByRole('textbox', { name: words.reason }), '   ');
    await user.click(within(dialog).getByRole('button', { name: words.send }));
    expect(await within(dialog).findByText(words.required)).toBeTruthy();
    expect(sent(calls, '/api/staff/inquiries/12/deposit')).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: words.reason }), 'الإيصال غير مقروء');
    await user.click(within(dialog).getByRole('button', { name: words.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(depositBodySchema.parse(sent(calls, '/api/staff/inquiries/12/deposit')!.body)).toEqual({
      decision: 'reject',
      reason: 'الإيصال غير مقروء',
    });
  });
});

describe(
  'staff forms of the invoice, the reference sheets and the shipment (decision 0183)',
  { timeout: 60_000 },
  () => {
    it('issues an invoice only with an amount, with the deposit deadline chosen', async () => {
      const { calls, user, dialog } = await openInquiryDialog(WORDS.en.code, S.invoiceRequest, 'Issue the invoice', {
        '/api/staff/bank-accounts': apiAnswer(bankAccountsViewSchema, { accounts: [], changes: [] }),
        '/api/staff/inquiries/12/invoice': apiAnswer(staffInquiryDetailSchema, staffInquiry(S.invoiceIssuance)),
      });
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await within(dialog).findByText('Required field')).toBeTruthy();
      expect(sent(calls, '/api/staff/inquiries/12/invoice')).toBeUndefined();

      await user.type(within(dialog).getByRole('textbox', { name: 'Amount (USD)' }), '9,500');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const body = invoiceBodySchema.parse(sent(calls, '/api/staff/inquiries/12/invoice')!.body);
      expect(body.amount).toBe(9500);
      expect(body.depositDeadline).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    });

    it('adds an import rule only with a country code and its source', async () => {
      const calls = stubStaffApi(({ url, method, body }) => {
        if (url === '/api/staff/import-rules' && method === 'GET') return apiAnswer(z.array(importRuleSchema), []);
        if (url === '/api/staff/import-rules') {
          const rule = importRuleBodySchema.parse(body);
          return apiAnswer(importRuleSchema, { ...rule, ruleNo: 1, updatedAt: '2026-11-27T00:00:00.000Z' }, 201);
        }
        return undefined;
      });
      await renderApp('/admin/import-rules');
      const user = userEvent.setup({ delay: null });
      await user.click(await screen.findByRole('button', { name: 'Add a rule' }, { timeout: 15_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a rule' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      // The country code and the source: the domain's rules say "not valid" for an empty one too.
      expect(await within(dialog).findAllByText('This value is not valid')).toHaveLength(2);
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      await user.type(within(dialog).getByRole('textbox', { name: 'Country code (ISO, 2 letters)' }), 'cl');
      await user.type(within(dialog).getByRole('spinbutton', { name: 'Maximum age in years (empty: no limit)' }), '5');
      await user.type(within(dialog).getByRole('textbox', { name: 'Source address' }), 'https://www.aduana.cl/rules');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      const call = calls.find((one) => one.method === 'POST')!;
      expect(call.url).toBe('/api/staff/import-rules');
      // A new rule starts with one class limit (passenger cars, "check"), and no date until its source is read.
      expect(importRuleBodySchema.parse(call.body)).toMatchObject({
        countryCode: 'CL',
        classLimits: [
          { vehicleClass: 'passenger', admitted: 'check', maxAgeYears: 5, steering: null, sourceUrl: null },
        ],
        checkedOn: null,
        sourceUrl: 'https://www.aduana.cl/rules',
      });
    });

    it('moves a shipment to its next step and its ETA only with what each requires', async () => {
      const shipment = (step: number, eta: string): Shipment => ({
        ilNo: 12,
        step,
        eta,
        trackingNumber: null,
        courier: null,
        events: [],
        documents: [],
      });
      const {
        calls,
        user,
        dialog: step,
      } = await openInquiryDialog(WORDS.en.code, S.depositConfirmed, 'Next step: Loaded', {
        '/api/staff/shipments/12': apiAnswer(shipmentSchema, shipment(1, '2026-12-20')),
        '/api/staff/shipments/12/step': apiAnswer(shipmentSchema, shipment(2, '2026-12-20')),
        '/api/staff/shipments/12/eta': apiAnswer(shipmentSchema, shipment(2, '2026-12-27')),
      });
      await user.click(within(step).getByRole('button', { name: 'Send' }));
      expect(await within(step).findByText('Enter a valid date.')).toBeTruthy();
      expect(sent(calls, '/api/staff/shipments/12/step')).toBeUndefined();
      await user.type(within(step).getByLabelText(/^Date/), '2026-12-01');
      await user.click(within(step).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(shipmentStepBodySchema.parse(sent(calls, '/api/staff/shipments/12/step')!.body)).toEqual({
        step: 'loaded',
        on: '2026-12-01',
      });

      await user.click(screen.getByRole('button', { name: 'Change the ETA' }));
      const eta = await screen.findByRole('dialog', { name: 'Change the ETA' });
      await user.click(within(eta).getByRole('button', { name: 'Send' }));
      expect(await within(eta).findByText('Required field')).toBeTruthy();
      expect(sent(calls, '/api/staff/shipments/12/eta')).toBeUndefined();
      await user.type(within(eta).getByLabelText(/^ETA/), '2026-12-27');
      await user.type(within(eta).getByRole('textbox', { name: 'Reason told to the buyer' }), 'Typhoon at Busan');
      await user.click(within(eta).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(etaChangeBodySchema.parse(sent(calls, '/api/staff/shipments/12/eta')!.body)).toEqual({
        eta: '2026-12-27',
        reason: 'Typhoon at Busan',
      });
    });
  },
);

/** The call sent to `url` with a body, if any. */
function sent(calls: ApiCall[], url: string): ApiCall | undefined {
  return calls.find((call) => call.url === url && call.method !== 'GET');
}

/**
 * Opens the dialog of `button` (titled as the button) on the staff page of IQ12 in `state`; `answers` are the bodies of
 * the page's other calls by address.
 */
async function openInquiryDialog(code: LanguageCode, state: number, button: string, answers: Record<string, Response>) {
  const calls = stubStaffApi(({ url }) => {
    if (url === '/api/staff/inquiries/12') return apiAnswer(staffInquiryDetailSchema, staffInquiry(state));
    return answers[url]?.clone();
  });
  await renderApp('/admin/inquiries/12', code);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 15_000 }));
  return { calls, user, dialog: await screen.findByRole('dialog', { name: button }) };
}
