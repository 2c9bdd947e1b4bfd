import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  attachedFileResultSchema,
  consigneeSchema,
  currentUserSchema,
  sellerAdmissionSchema,
  userDetailSchema,
  type SellerAdmission,
  type UserDetail,
} from '@market/domain';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { testUser } from '../../testing/users.ts';

const seller = testUser({
  userNo: 31,
  userId: 'jiho-motors',
  userFlag: 1,
  admission: false,
  companyName: 'Jiho Motors',
  countryCode: 'KR',
  name: 'Park Jiho',
});
const detail: UserDetail = {
  ...seller,
  email: 'jiho@example.com',
  phone: '+821077700001',
  emailRecive: false,
  smsRecive: false,
  content: '',
  fax: '',
  businessNumber: '123-45-67890',
  companyAddress: 'Incheon',
};
const contact = { name: 'Hanbit Motors Export', email: 'sellers@hanbit.example.com', phone: '+82 32 555 0100' };
const refused: SellerAdmission = {
  status: 'refused',
  reason: 'The business registration certificate is not legible',
  decidedAt: '2026-11-20T09:00:00.000Z',
  renewedAt: null,
  contact,
};

/** The API of My Page for a seller whose admission is `admission`; records what is posted. */
function fakeApi(admission: SellerAdmission) {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === '/api/user/me') return apiAnswer(currentUserSchema, seller);
      if (url === '/api/user/info') return apiAnswer(userDetailSchema, detail);
      if (url.startsWith('/api/user/consignee')) return apiAnswer(z.array(consigneeSchema), []);
      if (url === '/api/user/upload-attached-file')
        return apiAnswer(attachedFileResultSchema, { fileKey: 'c0ffee00-0000-4000-8000-000000000001.pdf' }, 201);
      if (url === '/api/user/admission' && init.method === 'POST') {
        posted.push({ url, body: JSON.parse(String(init.body)) });
        return apiAnswer(sellerAdmissionSchema, {
          ...admission,
          status: 'pending',
          renewedAt: '2026-11-23T10:00:00.000Z',
        });
      }
      if (url === '/api/user/admission') return apiAnswer(sellerAdmissionSchema, admission);
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
  return posted;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a seller's admission on My Page (issue 14)", { timeout: 60_000 }, () => {
  it('shows a refusal with its reason and the contact, and asks again with a new document', async () => {
    const posted = fakeApi(refused);
    await renderApp('/users/mypage');
    expect(await screen.findByText('Your seller account was not approved', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText(/waiting for approval/)).toBeNull();
    expect(
      screen.getByText('Reason given by our staff: The business registration certificate is not legible'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
    expect(screen.getByRole('link', { name: contact.phone }).getAttribute('href')).toBe('tel:+82325550100');

    const askAgain = screen.getByRole('button', { name: 'Ask for approval again' }) as HTMLButtonElement;
    expect(askAgain.disabled).toBe(true);
    const user = userEvent.setup({ delay: null });
    await user.upload(
      screen.getByLabelText('Choose a new business document'),
      new File(['%PDF-1.4'], 'registration-2026.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('registration-2026.pdf')).toBeTruthy();
    await waitFor(() => expect(askAgain.disabled).toBe(false));
    await user.click(askAgain);

    expect(await screen.findByText(/We received your new business document on/)).toBeTruthy();
    expect(screen.queryByText('Your seller account was not approved')).toBeNull();
    expect(posted).toEqual([
      { url: '/api/user/admission', body: { attachedFile: 'c0ffee00-0000-4000-8000-000000000001.pdf' } },
    ]);
  });

  it('still says a new account is waiting', async () => {
    fakeApi({ status: 'pending', reason: null, decidedAt: null, renewedAt: null, contact });
    await renderApp('/users/mypage');
    expect(await screen.findByText(/Your account is waiting for approval/, {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ask for approval again' })).toBeNull();
  });
});
