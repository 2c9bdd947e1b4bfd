import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffItemListSchema } from '@market/domain';
import { apiAnswer } from '../../../testing/api-fixture.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { paged, staffItem as item, stubStaffApi } from '../shared/console-test-fixture.ts';

afterEach(() => vi.unstubAllGlobals());

describe('items by status and seller (issue 14)', { timeout: 60_000 }, () => {
  it('lists every item at once and narrows them by status and seller', async () => {
    const calls = stubStaffApi(({ url }) =>
      url.startsWith('/api/staff/items?')
        ? apiAnswer(staffItemListSchema, paged([item(41, 0), item(42, 5)]))
        : undefined,
    );
    await renderApp('/admin/items');
    const table = await screen.findByRole('table', { name: 'Items found' }, { timeout: 15_000 });
    expect(await within(table).findByText('Removed by staff (seller or vehicle blocked)')).toBeTruthy();

    const filters = screen.getByRole('search', { name: 'Item filters' });
    const user = userEvent.setup({ delay: null });
    await user.click(within(filters).getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'All',
      'On sale',
      'Reserved',
      'Sold out',
      'Deleted by the seller',
      'Removed by staff (listing problem)',
      'Removed by staff (seller or vehicle blocked)',
    ]);
    expect(options.join(' ')).not.toMatch(/flag/i);
    await user.click(screen.getByRole('option', { name: 'Sold out' }));
    await user.type(within(filters).getByRole('textbox', { name: 'Seller' }), 'Demo Trading{Enter}');
    await waitFor(() => {
      const url = calls.at(-1)!.url;
      expect(url).toContain('flag=3');
      expect(url).toContain('seller=Demo+Trading');
    });
  });
});
