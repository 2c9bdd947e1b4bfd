import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserSchema, duplicateResultSchema, type CurrentUser } from '@market/domain';
import { apiAnswer, apiError, noContent } from '../../testing/api-fixture.ts';
import { testUser } from '../../testing/users.ts';
import { renderApp } from '../../testing/render-app.tsx';

const dealer = testUser({
  userNo: 4,
  userId: 'demo-dealer',
  userFlag: 2,
  partners: true,
  secret: true,
  companyName: 'Demo Trading',
  countryCode: 'KR',
  name: 'Demo Dealer',
});

/** A fake API: logged out until POST /api/user/login; `taken` ids, emails and phones are already in use. */
function fakeApi(taken: string[] = []) {
  let user: CurrentUser | null = null;
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, body });
      if (url === '/api/user/me')
        return user ? apiAnswer(currentUserSchema, user) : apiError('UNAUTHORIZED', 'Please log in.');
      if (url === '/api/user/login') {
        user = dealer;
        return apiAnswer(currentUserSchema, dealer);
      }
      if (url === '/api/user/logout') {
        user = null;
        return noContent();
      }
      if (/^\/api\/user\/check-(id|email|phone)-duplicate$/.test(url)) {
        const value = atob(Object.values(body as Record<string, string>)[0]!);
        return apiAnswer(duplicateResultSchema, { usable: !taken.includes(value) });
      }
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login and the header', () => {
  it('logs in with the id in Base64 and the SHA-256 of the password, then shows the role shortcuts', async () => {
    const calls = fakeApi();
    await renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^ID/), 'demo-dealer');
    await user.type(screen.getByLabelText(/^Password/), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    // The role's shortcuts, My Page and log out are in the header's account menu (decision 0230).
    await user.click(await screen.findByRole('button', { name: 'Account menu of Demo Dealer' }));
    const menu = screen.getByRole('menu', { name: 'Account menu of Demo Dealer' });
    for (const name of ['My Page of Demo Dealer', 'Add Item', 'Manage Items', 'Inquiry List', 'Carpay List'])
      expect(within(menu).getByRole('menuitem', { name })).toBeTruthy();
    const login = calls.find((c) => c.url === '/api/user/login');
    expect(login?.body).toEqual({
      id: btoa('demo-dealer'),
      // sha256('demo1234')
      pw: '0ead2060b65992dca4769af601a1b3a35ef38cfad2c2c465bb160ea764157c5d',
    });
    const counter = JSON.parse(localStorage.getItem('visitorCounter') ?? '{}');
    expect(counter).toMatchObject({ isLogin: true, userNo: 4, admission: true, countryCode: 'KR' });
    expect(counter.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account menu of Demo Dealer' })).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const calls = fakeApi();
    await renderApp('/login');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    expect(calls.some((c) => c.url === '/api/user/login')).toBe(false);
  });

  it('keeps the page to come back to on the Register link (issue 14)', async () => {
    fakeApi();
    await renderApp('/login?next=%2Fcar%2Fdetail%2F12');
    // The login page's own link (the header has one too, once the session is known).
    const register = await within(await screen.findByRole('main')).findByRole('link', { name: /^Register/ });
    expect(register.getAttribute('href')).toBe('/register?next=%2Fcar%2Fdetail%2F12');
  });
});

describe('register', () => {
  it('shows the spec messages in Arabic, right-to-left', async () => {
    fakeApi();
    await renderApp('/register', 3);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^الاسم/), 'A');
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'wrong');
    await user.type(screen.getByLabelText(/^الهاتف/), 'abc');
    await user.click(screen.getByRole('button', { name: 'تسجيل' }));
    expect(
      await screen.findByText('يتكون الاسم من 2 إلى 100 حرف: حروف من أي لغة ومسافات وشرطات وفواصل عليا ونقاط.'),
    ).toBeTruthy();
    expect(screen.getByText('يرجى إدخال عنوانك بشكل صحيح. (مثال، example@email.com)')).toBeTruthy();
    expect(screen.getByText('تنسيق رقم الهاتف غير صحيح.')).toBeTruthy();
    expect(screen.getByText('يرجى التحقق من الحقول المطلوبة')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('says "Required field" for an empty country, not "This value is not valid" (issue 14)', async () => {
    fakeApi();
    await renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    const country = screen.getByRole('combobox', { name: /^Country/ });
    const helper = document.getElementById(country.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(helper?.textContent).toBe('Required field');
  });

  it('asks sellers for company information and a business document', async () => {
    fakeApi();
    await renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Seller' }));
    expect(screen.getByLabelText(/^Company name/)).toBeTruthy();
    expect(screen.getByLabelText('Attach business document')).toBeTruthy();
  });

  it(
    'checks the email and the phone when the field is left, before any code is sent (issue 14)',
    { timeout: 60_000 },
    async () => {
      const calls = fakeApi(['taken@example.com', '+56 9 1111 2222']);
      await renderApp('/register');
      const user = userEvent.setup({ delay: null });
      const email = await screen.findByRole('textbox', { name: /^Email/ });
      await user.type(email, 'taken@example.com');
      await user.tab();
      expect(
        await screen.findByText('This email address already belongs to an account. Log in, or find your ID.'),
      ).toBeTruthy();
      expect(calls.find((c) => c.url === '/api/user/check-email-duplicate')?.body).toEqual({
        email: btoa('taken@example.com'),
      });
      expect(calls.some((c) => c.url === '/api/user/verification/send')).toBe(false);
      expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(true);

      const phone = screen.getByRole('textbox', { name: /^Phone/ });
      await user.type(phone, '+56 9 1111 2222');
      await user.tab();
      expect(
        await screen.findByText('This phone number already belongs to an account. Log in, or find your ID.'),
      ).toBeTruthy();

      // A free address and number clear the message; a malformed one is not sent to the server.
      await user.clear(email);
      await user.type(email, 'free@example.com');
      await user.tab();
      await user.clear(phone);
      await user.type(phone, '12');
      await user.tab();
      await waitFor(() => expect(screen.queryByText(/already belongs to an account/)).toBeNull());
      expect(calls.filter((c) => c.url === '/api/user/check-phone-duplicate')).toHaveLength(1);
      expect((screen.getByRole('button', { name: 'Send code' }) as HTMLButtonElement).disabled).toBe(false);
    },
  );

  it(
    'drops a stale format error of the id once it is edited, so the answer of Check ID shows (issue 14)',
    { timeout: 60_000 },
    async () => {
      fakeApi(['taken-id']);
      await renderApp('/register');
      const user = userEvent.setup({ delay: null });
      const id = await screen.findByRole('textbox', { name: /^ID/ });
      await user.type(id, 'ab');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(screen.getByText('Use 4 to 30 letters, digits, dots, hyphens or underscores.')).toBeTruthy();

      await user.clear(id);
      await user.type(id, 'fresh-id');
      expect(screen.queryByText('Use 4 to 30 letters, digits, dots, hyphens or underscores.')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Check ID' }));
      expect(await screen.findByText('This ID is available.')).toBeTruthy();

      await user.clear(id);
      await user.type(id, 'taken-id');
      await user.click(screen.getByRole('button', { name: 'Check ID' }));
      expect(await screen.findByText('Already in use')).toBeTruthy();
    },
  );
});
