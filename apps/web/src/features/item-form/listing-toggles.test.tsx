import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n.ts';
import { ListingToggles } from './fields.tsx';

describe('the listing toggles of the item form', () => {
  it('explains that Public Item releases the listing to members only', async () => {
    await initI18n(1);
    render(
      <Suspense fallback={null}>
        <ListingToggles mode="register" secret partners={false} canSecret canPartners={false} onChange={() => {}} />
      </Suspense>,
    );
    const toggle = await screen.findByRole('switch', { name: 'Public Item' });
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(
      'On: only logged-in, approved members see this listing; visitors and search engines do not.',
    );
  });
});
