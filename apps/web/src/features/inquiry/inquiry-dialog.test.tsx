import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { consigneeSchema } from '@market/domain';
import { apiAnswer, routeAnswer } from '../../testing/api-fixture.ts';
import { fakeApi, renderDialog, vessels } from './inquiry-test-fixture.tsx';

const row = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('row', { name });

beforeEach(() => {
  // jsdom has no layout: the dialog scrolls to the consignee form when it is invalid.
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the inquiry dialog: the terms step', () => {
  it('opens on the user country, its first port and the second vessel entry, and prices from it', async () => {
    fakeApi({ hasDefault: true, answer: vessels });
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

  it('quotes a Super Sale listing at its discount price: the price struck through, the discount, and the total', async () => {
    fakeApi({ hasDefault: true, answer: vessels });
    const dialog = await renderDialog(9_000);
    await waitFor(() => expect(row(dialog, /^Total/).textContent).toContain('$10,200'));
    expect(row(dialog, /^Item price/).querySelector('del')?.textContent).toBe('$10,000');
    expect(row(dialog, /^Discount price/).textContent).toContain('$9,000');
    expect(row(dialog, /^Discount\b(?! price)/).textContent).toContain('\u2212$1,000');
  });

  it('clears port and vessel on another country (ASK), and the vessel on a new port', async () => {
    fakeApi({ hasDefault: true, answer: vessels });
    const user = userEvent.setup({ delay: null });
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
});

describe('the inquiry dialog: the consignee step', () => {
  it('preselects the default consignee; the requirement is required; closing asks, cancel stays, exit goes back', async () => {
    fakeApi({ hasDefault: true, answer: vessels });
    const user = userEvent.setup({ delay: null });
    const dialog = await renderDialog();
    await waitFor(() => expect(row(dialog, /^Total/).textContent).toContain('$11,200'));
    await user.click(within(dialog).getByRole('button', { name: 'fast inquiry' }));
    expect(within(dialog).getByRole('tab', { name: 'Saved consignee' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect((within(dialog).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Maria Gonzalez'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'inquiry' }));
    // The form validates asynchronously: under load the message comes a moment after the click.
    expect(await within(dialog).findByText('Required field')).toBeTruthy();
    await waitFor(() =>
      expect((within(dialog).getByRole('button', { name: 'inquiry' }) as HTMLButtonElement).disabled).toBe(true),
    );

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
    fakeApi({ hasDefault: false, answer: vessels });
    const user = userEvent.setup({ delay: null });
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

  it('fills the new consignee from the account, sums up the terms, goes back keeping what was typed, and keeps the consignee (issue 14)', async () => {
    const puts: unknown[] = [];
    fakeApi({
      hasDefault: false,
      answer: (url, init) => {
        if (url === '/api/user/consignee' && init?.method === 'PUT') {
          puts.push(JSON.parse(String(init.body)));
          return apiAnswer(z.array(consigneeSchema), []);
        }
        if (url === '/api/user/consignee') return apiAnswer(z.array(consigneeSchema), []);
        if (url === '/api/inquirys/inquiry') return routeAnswer('post', '/inquirys/inquiry', { ilNo: 12 }, 201);
        return vessels(url);
      },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await renderDialog();
    await waitFor(() => expect(row(dialog, /^Total/).textContent).toContain('$11,200'));
    await user.click(within(dialog).getByRole('button', { name: 'fast inquiry' }));

    const summary = within(dialog).getByLabelText('Destination and price');
    for (const shown of ['Chile', 'Iquique', 'RoRo 6', '$11,200']) expect(summary.textContent).toContain(shown);
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name }) as HTMLInputElement;
    await waitFor(() => expect(field(/^Name/).value).toBe('Layla Haddad'));
    expect(field(/^Email/).value).toBe('layla@example.com');
    expect(field(/^Consignee name/).value).toBe('Layla Haddad');
    await user.type(field(/^Consignee address/), 'King Abdullah St 12, Amman');
    await user.type(field(/^Requirements/), 'Left-hand drive');

    await user.click(within(dialog).getByRole('button', { name: 'Back to terms' }));
    await user.click(await within(dialog).findByRole('button', { name: 'fast inquiry' }));
    expect(field(/^Consignee address/).value).toBe('King Abdullah St 12, Amman');
    expect(field(/^Requirements/).value).toBe('Left-hand drive');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Same as the consignee address' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Save this consignee in My Page for next time' }));
    await user.click(within(dialog).getByRole('button', { name: 'inquiry' }));
    expect(await screen.findByText('The consignee was saved in My Page.')).toBeTruthy();
    expect(puts).toEqual([
      {
        consigneeList: [
          {
            userName: 'Layla Haddad',
            userPhone: '+962 79 000 0000',
            userEmail: 'layla@example.com',
            userConsigneeName: 'Layla Haddad',
            userConsigneeAddress: 'King Abdullah St 12, Amman',
            userDocumentAddress: 'King Abdullah St 12, Amman',
            requirement: 'Left-hand drive',
            flag: 1,
          },
        ],
      },
    ]);
  });

  it('says when a country has no port and sends a price request to staff (issue 14)', { timeout: 60_000 }, async () => {
    const requests: unknown[] = [];
    fakeApi({
      hasDefault: true,
      answer: (url, init) => {
        if (url === '/api/inquirys/port?countryNo=2') return routeAnswer('get', '/inquirys/port', []);
        if (url === '/api/inquirys/quote-request') {
          requests.push(JSON.parse(String(init?.body)));
          return routeAnswer('post', '/inquirys/quote-request', { ccsNo: 41 }, 201);
        }
        return vessels(url);
      },
    });
    const user = userEvent.setup({ delay: null });
    const dialog = await renderDialog();
    await waitFor(() => expect(row(dialog, /^Total/).textContent).toContain('$11,200'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country' }), '2');
    expect(await within(dialog).findByText(/We have no port listed in Peru yet/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Message to our staff/ }), 'By truck from Arica?');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a price to Peru' }));
    expect(await within(dialog).findByText(/Your price request QR41 was sent/)).toBeTruthy();
    expect(requests).toEqual([{ itemNo: 7, selectCountry: 2, contents: 'By truck from Arica?' }]);
  });
});
