import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserSchema, type CurrentUser } from '@market/domain';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { testUser } from '../../testing/users.ts';
import { renderApp } from '../../testing/render-app.tsx';

const buyer = testUser({ userId: 'maria88', name: 'Maria' });

/** A fake API that records every call; logged in as `user` when given. */
function fakeApi(user: CurrentUser | null = null) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url !== '/api/user/me') return apiError('ROUTE_NOT_FOUND');
      return user ? apiAnswer(currentUserSchema, user) : apiError('UNAUTHORIZED');
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The message under a field, found the way assistive technology finds it: through aria-describedby. */
function describedText(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the password strength rule in the browser', { timeout: 60_000 }, () => {
  it.each([
    ['aaaaaaaa', 'A repeated character or a simple sequence such as 12345678 or abcdefgh is too easy to guess.'],
    ['password', 'This is one of the most common passwords. Please choose another one.'],
    ['maria88-santiago', 'The password must not contain your user id.'],
  ])('registration refuses %s with the reason under the field, and sends nothing', async (password, message) => {
    const calls = fakeApi();
    await renderApp('/register');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^ID/, {}, { timeout: 15_000 }), 'maria88');
    const field = screen.getByLabelText(/^Password/);
    await user.type(field, password);
    await user.type(screen.getByLabelText(/^Confirm password/), password);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field)).toContain(message);
    expect(calls).not.toContain('/api/user/register');
  });

  it('speaks the visitor language', async () => {
    fakeApi();
    await renderApp('/register', 2);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Mot de passe/), 'password');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(
      await screen.findByText("C'est l'un des mots de passe les plus courants. Choisissez-en un autre."),
    ).toBeTruthy();
  });

  it('holds the password change to the same rule, with the account id', async () => {
    const calls = fakeApi(buyer);
    await renderApp('/users/password');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/^Current password/), 'old-secret-1');
    const field = screen.getByLabelText(/^New password/);
    await user.type(field, 'MARIA88maria88');
    await user.type(screen.getByLabelText(/^Confirm password/), 'MARIA88maria88');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(describedText(field)).toContain('The password must not contain your user id.');
    expect(calls).not.toContain('/api/user/password/reset');
  });
});
