import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inquiryBodySchema, type LanguageCode } from '@market/domain';
import { apiError, routeAnswer } from '../../testing/api-fixture.ts';
import { fakeApi, renderDialog, savedConsignee, vessels } from './inquiry-test-fixture.tsx';

/** The words of each language the tests find controls and messages by. */
const WORDS = {
  en: {
    code: 1 as LanguageCode,
    fastInquiry: 'fast inquiry',
    inquiry: 'inquiry',
    name: /^Name/,
    email: /^Email/,
    consigneeAddress: /^Consignee address/,
    documentAddress: /^Document delivery address/,
    contents: /^Requirements/,
    sameAddress: 'Same as the consignee address',
    required: 'Required field',
    email_: /^Please enter your address correctly/,
  },
  ar: {
    code: 3 as LanguageCode,
    fastInquiry: 'استفسار سريع',
    inquiry: 'استفسار',
    name: /^الاسم/,
    email: /^البريد الإلكتروني/,
    consigneeAddress: /^عنوان المرسل إليه/,
    documentAddress: /^عنوان تسليم المستندات/,
    contents: /^المتطلبات/,
    sameAddress: 'نفس عنوان المرسل إليه',
    required: 'حقل مطلوب',
    email_: /^يرجى إدخال عنوانك بشكل صحيح/,
  },
};

/** The message shown under a field (its helper text, which the field is described by). */
const messageOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

/** The inquiry bodies posted so far. */
const posted = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => url === '/api/inquirys/inquiry' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  // jsdom has no layout: the dialog scrolls to the consignee form when it is invalid.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

async function openConsigneeStep(language: 'en' | 'ar') {
  const words = WORDS[language];
  const user = userEvent.setup({ delay: null });
  const dialog = await renderDialog(undefined, words.code);
  await user.click(await within(dialog).findByRole('button', { name: words.fastInquiry }));
  const field = (name: RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
  await waitFor(() => expect(field(words.name).value).toBe('Layla Haddad'));
  return { user, dialog, field, words };
}

describe('the consignee step on react-hook-form with the domain schema (decision 0176)', { timeout: 60_000 }, () => {
  it.each(['en', 'ar'] as const)(
    'refuses missing and wrong fields with their message and sends nothing, then sends the body (%s)',
    async (language) => {
      fakeApi({
        hasDefault: false,
        answer: (url) =>
          url === '/api/inquirys/inquiry' ? routeAnswer('post', '/inquirys/inquiry', { ilNo: 12 }, 201) : vessels(url),
      });
      const { user, dialog, field, words } = await openConsigneeStep(language);
      await user.clear(field(words.name));
      await user.clear(field(words.email));
      await user.type(field(words.email), 'layla@');
      await user.click(within(dialog).getByRole('button', { name: words.inquiry }));

      await waitFor(() => expect(messageOf(field(words.name))).toBe(words.required));
      expect(messageOf(field(words.email))).toMatch(words.email_);
      for (const name of [words.consigneeAddress, words.documentAddress, words.contents])
        expect(messageOf(field(name))).toBe(words.required);
      expect((within(dialog).getByRole('button', { name: words.inquiry }) as HTMLButtonElement).disabled).toBe(true);
      expect(posted()).toEqual([]);

      // From the first refusal on, each change is checked again.
      await user.type(field(words.name), 'ليلى حداد');
      await waitFor(() => expect(messageOf(field(words.name))).toBe(''));
      await user.type(field(words.email), 'example.com');
      await user.click(within(dialog).getByRole('checkbox', { name: words.sameAddress }));
      await user.click(field(words.consigneeAddress));
      await user.paste('شارع الملك عبدالله 12، عمّان');
      await user.type(field(words.contents), 'Left-hand drive');
      // Enabled again once the asynchronous validation has passed: under load that comes a moment after the typing.
      const send = within(dialog).getByRole('button', { name: words.inquiry }) as HTMLButtonElement;
      await waitFor(() => expect(send.disabled).toBe(false));
      await user.click(send);

      await waitFor(() => expect(posted()).toHaveLength(1));
      const body = posted()[0];
      expect(inquiryBodySchema.safeParse(body).success).toBe(true);
      expect(body).toMatchObject({
        selectCountry: 1,
        selectPort: 10,
        userName: 'ليلى حداد',
        userPhone: '+962 79 000 0000',
        userEmail: 'layla@example.com',
        userConsigneeName: 'Layla Haddad',
        userConsigneeAddress: 'شارع الملك عبدالله 12، عمّان',
        userDocumentAddress: 'شارع الملك عبدالله 12، عمّان',
        contents: 'Left-hand drive',
        itemList: [{ itemNo: 7, smvpNo: 6 }],
      });
    },
  );

  it("shows the server's field message on its field, until the field changes", async () => {
    const refusal = 'The server does not take this address.';
    fakeApi({
      hasDefault: false,
      answer: (url) =>
        url === '/api/inquirys/inquiry'
          ? apiError('VALIDATION', refusal, { fields: { userEmail: refusal } })
          : vessels(url),
    });
    const { user, dialog, field, words } = await openConsigneeStep('en');
    await user.click(within(dialog).getByRole('checkbox', { name: words.sameAddress }));
    await user.click(field(words.consigneeAddress));
    await user.paste('King Abdullah St 12, Amman');
    await user.type(field(words.contents), 'Left-hand drive');
    await user.click(within(dialog).getByRole('button', { name: words.inquiry }));

    await waitFor(() => expect(messageOf(field(words.email))).toBe(refusal));
    expect(posted()).toHaveLength(1);
    expect(messageOf(field(words.name))).toBe('');
    await user.type(field(words.email), 'x');
    await waitFor(() => expect(messageOf(field(words.email))).toBe(''));
  });

  it('fills the new consignee from a saved one and sends it', async () => {
    fakeApi({
      hasDefault: true,
      answer: (url) =>
        url === '/api/inquirys/inquiry' ? routeAnswer('post', '/inquirys/inquiry', { ilNo: 12 }, 201) : vessels(url),
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await renderDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'fast inquiry' }));
    await user.click(await within(dialog).findByRole('tab', { name: 'New consignee' }));
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(field(/^Name/).value).toBe('Layla Haddad'));

    await user.click(within(dialog).getByRole('button', { name: 'load' }));
    const list = await screen.findByRole('dialog', { name: 'Consignee list' });
    await user.click(await within(list).findByRole('button', { name: /Default consignee/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Consignee list' })).toBeNull());
    expect(field(/^Name/).value).toBe(savedConsignee.userName);
    expect(field(/^Consignee name/).value).toBe(savedConsignee.userConsigneeName);
    expect(field(/^Document delivery address/).value).toBe(savedConsignee.userDocumentAddress);

    await user.type(field(/^Requirements/), 'Next sailing');
    await user.click(within(dialog).getByRole('button', { name: 'inquiry' }));
    await waitFor(() => expect(posted()).toHaveLength(1));
    const { uciNo: _uciNo, flag: _flag, requirement: _requirement, ...values } = savedConsignee;
    expect(inquiryBodySchema.parse(posted()[0])).toMatchObject({ ...values, contents: 'Next sailing' });
  });
});
