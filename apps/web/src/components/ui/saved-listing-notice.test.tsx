import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { SavedListingNotice, savedListingState } from './saved-listing-notice.tsx';

async function renderAt(state: unknown, language: 1 | 3 = 1) {
  await initI18n(language);
  const router = createMemoryRouter([{ path: '/item/management', element: <SavedListingNotice /> }], {
    initialEntries: [{ pathname: '/item/management', state }],
  });
  render(
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

describe('the confirmation after saving a listing (issue 14)', { timeout: 60_000 }, () => {
  it('says which listing was registered, links to it, and goes away when closed', async () => {
    const router = await renderAt(savedListingState({ itemNo: 12, registered: true }));
    const notice = await screen.findByRole('status', {}, { timeout: 15_000 });
    expect(notice.textContent).toContain('Vehicle CB12 is registered and listed.');
    expect(screen.getByRole('link', { name: 'View CB12' }).getAttribute('href')).toBe('/item/detail/car/12');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(router.state.location.state).toBeNull();
  });

  it('confirms saved changes, in Arabic too', async () => {
    await renderAt(savedListingState({ itemNo: 7, registered: false }), 3);
    expect((await screen.findByRole('status', {}, { timeout: 15_000 })).textContent).toContain(
      'تم حفظ تعديلاتك على CB7.',
    );
  });

  it('says nothing without a saved listing', async () => {
    await renderAt(null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
