import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetailResponse } from '@market/domain';
import { initI18n } from '../../lib/i18n.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { InquiryDialog } from './inquiry-dialog.tsx';
import { useInquiryFlow } from './inquiry-flow.ts';

const six = (base: string, value: string) =>
  Object.fromEntries(
    ['', 'eng', 'fra', 'ar', 'ru', 'es'].map((p) => [
      p ? `${p}${base[0]!.toUpperCase()}${base.slice(1)}` : base,
      value,
    ]),
  );

const detail = {
  item: {
    itemNo: 7,
    category: 1,
    flag: 0,
    year: 2019,
    youtube: null,
    sellPrice: 10_000,
    detailModel: 'Sonata DN8',
    ...six('maker', 'Hyundai'),
    ...six('model', 'Sonata'),
    ...six('detailModel', 'Sonata DN8'),
  },
  itemPicture: [],
  countryCode: 'CL',
  countryList: [
    { countryNo: 1, countryCode: 'CL', ...six('countryName', 'Chile') },
    { countryNo: 2, countryCode: 'PE', ...six('countryName', 'Peru') },
  ],
  portList: [{ portNo: 10, countryNo: 1, ...six('portName', 'Iquique') }],
} as unknown as DetailResponse;

const offer = (smvpNo: number, totalPrice: number, count: number) => ({
  smvpNo,
  vessel: 'roro',
  terms: 'CFR',
  totalPrice,
  askFlag: false,
  count,
  ...six('vesselName', `RoRo ${smvpNo}`),
  ...six('termsName', 'CFR'),
});

const consignee = {
  uciNo: 3,
  flag: 1,
  userName: 'Maria Gonzalez',
  userPhone: '+56 9 1234 5678',
  userEmail: 'maria@example.com',
  userConsigneeName: 'Importadora Andes',
  userConsigneeAddress: 'Av. Prat 1200',
  userDocumentAddress: 'Av. Prat 1200',
  requirement: '',
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeApi(hasDefault: boolean) {
  const fetch = vi.fn(async (url: string) => {
    if (url.startsWith('/api/inquirys/vessel')) return json([offer(5, 900, 0), offer(6, 1200, 2), offer(7, 1500, 1)]);
    if (url.startsWith('/api/inquirys/port')) return json([{ portNo: 20, countryNo: 2, ...six('portName', 'Callao') }]);
    if (url === '/api/user/consignee/default') return json(hasDefault ? { count: 1, ...consignee } : { count: 0 });
    if (url === '/api/inquirys/user-consignee') return json(hasDefault ? [consignee] : []);
    if (url === '/api/user/me') return json({ code: 'UNAUTHORIZED', message: '' }, 401);
    return json({ code: 'NOT_FOUND', message: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Harness() {
  const flow = useInquiryFlow();
  useEffect(() => flow.open(detail), []); // eslint-disable-line react-hooks/exhaustive-deps
  return <InquiryDialog flow={flow} />;
}

async function renderDialog() {
  await initI18n(1);
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }]);
  render(
    <Suspense fallback={null}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Suspense>,
  );
  return screen.findByRole('dialog', { name: 'go to inquiry' });
}

const row = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('row', { name });

beforeEach(() => {
  // jsdom has no layout: the dialog scrolls to the consignee form when it is invalid.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inquiry dialog', { timeout: 20_000 }, () => {
  it('opens on the user country, its first port and the second vessel entry, and prices from it', async () => {
    fakeApi(true);
    const dialog = await renderDialog();
    const vessel = within(dialog).getByRole('combobox', { name: 'Vessel' });
    // Offers without room (count 0) are left out, behind the 'Select Type' placeholder.
    await waitFor(() => expect((vessel as HTMLSelectElement).value).toBe('6'));
    expect(
      within(vessel)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select Type', 'RoRo 6 · CFR', 'RoRo 7 · CFR']);
    expect((within(dialog).getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('1');
    expect((within(dialog).getByRole('combobox', { name: 'Port' }) as HTMLSelectElement).value).toBe('10');
    expect(row(dialog, /^Freight fee/).textContent).toContain('$1,200');
    expect(row(dialog, /^Total/).textContent).toContain('$11,200');
    expect(within(dialog).getByRole('button', { name: 'fast inquiry' })).toBeTruthy();
  });

  it('clears port and vessel on another country (ASK), and the vessel on a new port', async () => {
    fakeApi(true);
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await waitFor(() => expect(row(dialog, /^Total/).textContent).toContain('$11,200'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), '2');
    expect((within(dialog).getByRole('combobox', { name: 'Port' }) as HTMLSelectElement).value).toBe('');
    expect(row(dialog, /^Total/).textContent).toContain('ASK');
    expect(row(dialog, /^Terms/).textContent).toContain('None');
    expect((within(dialog).getByRole('button', { name: 'fast inquiry' }) as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Port' }), '20');
    await waitFor(() =>
      expect(within(within(dialog).getByRole('combobox', { name: 'Vessel' })).getAllByRole('option')).toHaveLength(3),
    );
    expect((within(dialog).getByRole('combobox', { name: 'Vessel' }) as HTMLSelectElement).value).toBe('0');
    expect(row(dialog, /^Freight fee/).textContent).toContain('ASK');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Vessel' }), '7');
    expect(row(dialog, /^Total/).textContent).toContain('$11,500');
  });

  it('preselects the default consignee; the requirement is required; closing asks, cancel stays, exit goes back', async () => {
    fakeApi(true);
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await waitFor(() => expect(row(dialog, /^Total/).textContent).toContain('$11,200'));
    await user.click(within(dialog).getByRole('button', { name: 'fast inquiry' }));
    expect(within(dialog).getByRole('tab', { name: 'Saved consignee' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Maria Gonzalez'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'inquiry' }));
    expect(within(dialog).getByText('Required field')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'inquiry' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Leave the consignee step?' });
    await user.click(within(alert).getByRole('button', { name: 'cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(dialog).findByRole('tab', { name: 'Saved consignee' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'exit' }));
    expect(await within(dialog).findByRole('button', { name: 'fast inquiry' })).toBeTruthy();
  });

  it('without a default consignee warns, shows only the new tab, and copies the address while same address is ticked', async () => {
    fakeApi(false);
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await waitFor(() => expect(row(dialog, /^Total/).textContent).toContain('$11,200'));
    await user.click(within(dialog).getByRole('button', { name: 'fast inquiry' }));
    expect(await screen.findByText(/You have no default consignee/)).toBeTruthy();
    expect(within(dialog).queryByRole('tab', { name: 'Saved consignee' })).toBeNull();
    expect(within(dialog).getByRole('tab', { name: 'New consignee' }).getAttribute('aria-selected')).toBe('true');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Same as the consignee address' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Consignee address/ }), 'Calle 1');
    const documents = within(dialog).getByRole('textbox', { name: /^Document delivery address/ }) as HTMLInputElement;
    expect(documents.value).toBe('Calle 1');
    await user.type(documents, 'x');
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Same as the consignee address' }) as HTMLInputElement).checked,
    ).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'load' }));
    expect(await screen.findByText('There are no saved consignees. You can add them in My Page.')).toBeTruthy();
  });
});
