import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailResponseSchema } from '@market/domain';
import { apiAnswer, routeAnswer } from '../../testing/api-fixture.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { detail, fakeApi, offer } from './inquiry-test-fixture.tsx';
import { PurchasePage } from './purchase-page.tsx';

const posted: unknown[] = [];

/** The buyer's country as the detail answers name it (the detail page's inquiry rule reads it there too). */
function fakePurchaseApi(countryCode = 'CL') {
  posted.length = 0;
  fakeApi({
    hasDefault: true,
    answer: (url, init) => {
      if (url === '/api/pages/detail?itemNo=7')
        return apiAnswer(detailResponseSchema, { ...detail(7, 'Sonata', 10_000), countryCode });
      if (url === '/api/pages/detail?itemNo=8') return apiAnswer(detailResponseSchema, detail(8, 'Tucson', 20_000));
      if (url === '/api/pages/detail?itemNo=9') return apiAnswer(detailResponseSchema, detail(9, 'Porter', 5_000, 1));
      if (url === '/api/inquirys/vessel?portNo=10&itemNo=7')
        return routeAnswer('get', '/inquirys/vessel', [offer(5, 900, 0), offer(6, 1200, 2)]);
      if (url === '/api/inquirys/vessel?portNo=10&itemNo=8')
        return routeAnswer('get', '/inquirys/vessel', [offer(7, 1500, 1), offer(8, 1800, 3)]);
      if (url === '/api/inquirys/inquiry' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return routeAnswer('post', '/inquirys/inquiry', { ilNo: 42 }, 201);
      }
    },
  });
}

async function renderPage(items = '7,8,9') {
  await renderRoutes(
    [
      {
        element: (
          <>
            <Link to="/users/inquiry/list">elsewhere</Link>
            <Outlet />
          </>
        ),
        children: [
          { path: '/users/inquiry/purchase', element: <PurchasePage /> },
          { path: '/users/inquiry/list', element: <p>inquiry list</p> },
        ],
      },
    ],
    [`/users/inquiry/purchase?items=${items}`],
  );
  await screen.findByRole('heading', { level: 1, name: 'Purchase inquiry' });
}

const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr')!;
const grandTotal = () => screen.getByTestId('purchase-grand-total').textContent;

beforeEach(() => {
  // jsdom has no layout: the form scrolls to the first invalid section.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the purchase inquiry form', { timeout: 90_000 }, () => {
  it('loads the items, prices each by its own vessel, requires the requirement and posts both items', async () => {
    fakePurchaseApi();
    const user = userEvent.setup({ delay: null });
    await renderPage();

    const first = await rowOf('CB7');
    const second = await rowOf('CB8');
    expect(first.textContent).toContain('2019 Hyundai Sonata');
    expect(second.textContent).toContain('2019 Hyundai Tucson');
    // The item not for sale is listed as not available and left out.
    expect((await rowOf('CB9')).textContent).toContain('Not available');
    expect(within(await rowOf('CB9')).queryByRole('combobox')).toBeNull();

    // One destination for all: the buyer's country and its first port; each item's vessels by count.
    expect((screen.getByRole('combobox', { name: /^Country/ }) as HTMLSelectElement).value).toBe('1');
    expect((screen.getByRole('combobox', { name: /^Port/ }) as HTMLSelectElement).value).toBe('10');
    const vessel7 = within(first).getByRole('combobox', { name: 'Vessel for CB7' }) as HTMLSelectElement;
    const vessel8 = within(second).getByRole('combobox', { name: 'Vessel for CB8' }) as HTMLSelectElement;
    await waitFor(() => expect(vessel7.value).toBe('6'));
    expect(
      within(vessel7)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Type', 'RoRo 6 · CFR']);
    await waitFor(() => expect(vessel8.value).toBe('7'));
    expect(first.textContent).toContain('$11,200');
    expect(second.textContent).toContain('$21,500');
    expect(grandTotal()).toBe('$32,700');

    // A vessel chosen for one item changes only that item's freight and total, and the grand total.
    await user.selectOptions(vessel8, '8');
    expect(second.textContent).toContain('$1,800');
    expect(second.textContent).toContain('$21,800');
    expect(first.textContent).toContain('$11,200');
    expect(grandTotal()).toBe('$33,000');
    await user.selectOptions(vessel7, '0');
    expect(first.textContent).toContain('ASK');
    expect(grandTotal()).toBe('ASK');
    await user.selectOptions(vessel7, '6');
    expect(grandTotal()).toBe('$33,000');

    // The default consignee is preselected; the requirement is required.
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Maria Gonzalez'),
    );
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(screen.getByText('Required field')).toBeTruthy();
    expect(posted).toHaveLength(0);

    // Leaving with entered data asks first; staying keeps the form.
    await user.type(screen.getByRole('textbox', { name: /^Requirements/ }), 'Two cars in one container');
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave this page?' });
    expect(within(leave).getByText('The data you entered is not saved.')).toBeTruthy();
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('IQ42')).toBeTruthy();
    expect(posted).toEqual([
      expect.objectContaining({
        selectCountry: 1,
        selectPort: 10,
        userName: 'Maria Gonzalez',
        contents: 'Two cars in one container',
        itemList: [
          expect.objectContaining({ itemNo: 7, smvpNo: 6, askFlag: false }),
          expect.objectContaining({ itemNo: 8, smvpNo: 8, askFlag: false }),
        ],
      }),
    ]);

    // After sending, the shortcut to the inquiry list leaves without asking.
    await user.click(screen.getByRole('button', { name: 'My Inquiry' }));
    expect(await screen.findByText('inquiry list')).toBeTruthy();
  });

  it('clears port and vessels when the country changes, and asks for the destination', async () => {
    fakePurchaseApi();
    const user = userEvent.setup({ delay: null });
    await renderPage();
    const first = await rowOf('CB7');
    await waitFor(() => expect(grandTotal()).toBe('$32,700'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), '2');
    expect((screen.getByRole('combobox', { name: /^Port/ }) as HTMLSelectElement).value).toBe('');
    expect((within(first).getByRole('combobox') as HTMLSelectElement).value).toBe('0');
    expect(grandTotal()).toBe('ASK');
    await user.type(screen.getByRole('textbox', { name: /^Requirements/ }), 'x');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(screen.getAllByText('Required field').length).toBeGreaterThan(0);
    expect(posted).toHaveLength(0);
  });

  it('takes a vehicle off its list, and the inquiry without it (issue 14)', async () => {
    fakePurchaseApi();
    const user = userEvent.setup({ delay: null });
    await renderPage();
    await waitFor(() => expect(grandTotal()).toBe('$32,700'));
    await user.click(screen.getByRole('button', { name: 'Remove CB7 from the list' }));
    expect(screen.queryByText('CB7')).toBeNull();
    await waitFor(() => expect(grandTotal()).toBe('$21,500'));
    // A vehicle not available can be taken off too.
    await user.click(screen.getByRole('button', { name: 'Remove CB9 from the list' }));
    expect(screen.queryByText('CB9')).toBeNull();
    expect(screen.queryByText(/not available/i)).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /^Requirements/ }), 'One car');
    await user.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText('IQ42')).toBeTruthy();
    expect(posted).toEqual([expect.objectContaining({ itemList: [expect.objectContaining({ itemNo: 8 })] })]);
  });

  it("keeps the spec's inquiry-button rule: no form for an account in Korea (issue 14)", async () => {
    fakePurchaseApi('KR');
    await renderPage('7,8');
    expect(
      await screen.findByText(
        'Purchase inquiries are for buyers abroad: they cannot be sent in Korean or from an account in Korea. Please contact our sales desk.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send inquiry' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Country/ })).toBeNull();
  });
});
