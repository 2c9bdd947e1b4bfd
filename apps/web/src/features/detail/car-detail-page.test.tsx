import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUserSchema, detailResponseSchema, type CurrentUser, type DetailResponse } from '@market/domain';
import { apiAnswer, apiError } from '../../testing/api-fixture.ts';
import { detailResponse, names } from '../../testing/detail-response.ts';
import { testUser } from '../../testing/users.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { readVisitorCounter } from '../../lib/visitor-counter.ts';

const buyer = testUser();

function detail(masked: boolean, overrides: Partial<DetailResponse['item']> = {}): DetailResponse {
  const value = <T,>(real: T) => (masked ? null : real);
  const option = (optionNo: number, name: string, flag: number) => ({
    optionNo,
    ...names('optionName', name),
    flag: value(flag),
  });
  return detailResponse({
    item: {
      premierFlag: true,
      youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      masked,
      sellPrice: value(12500),
      updateViews: 3,
      grade: '-',
      mileage: value(81234),
      cc: value(1999),
      seats: value(5),
      door: value(4),
      handle: value(0),
      chassisNo: value('KMHE341DBKA123456'),
      weight: value(1450),
      length: value(4900),
      width: value(1860),
      height: value(1465),
      cbm: value(13.351),
      colorCode: value('#FFFFFF'),
      ...names('detailModel', 'Sonata DN8 2.0'),
      ...names('productName', 'Sedan'),
      ...names('transmissionName', value('Automatic')),
      ...names('fuelName', value('Gasoline')),
      ...names('driveName', value('2WD')),
      ...names('colorName', value('White')),
      ...names('locationName', value('Incheon')),
      ...overrides,
    },
    itemOptionSafe: [option(1, 'ABS', 1), option(2, 'Airbag', 0)],
    itemOptionOutside: [option(20, 'Sunroof', 1)],
    itemOptionInside: [option(30, 'Heated seats', 0)],
    itemUnderStatus: [{ underNo: 1, ...names('underName', 'Rust'), flag: value(3) }],
    itemWorkingStatus: [
      { workingNo: 1, ...names('workingName', 'Engine'), flag: value(1) },
      { workingNo: 8, ...names('workingName', 'Air conditioner'), flag: value(2) },
    ],
    itemPicture: [1, 2, 3].map((n) => ({
      pictureIndex: n - 1,
      pictureMiniName: `mini-${n}.webp`,
      pictureWatermarkName: `wm-${n}.webp`,
    })),
    countryCode: masked ? 'ZZ' : 'CL',
    serverVersion: __APP_VERSION__,
  });
}

function fakeApi(user: CurrentUser | null, answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/user/me') return user ? apiAnswer(currentUserSchema, user) : apiError('UNAUTHORIZED');
      if (url.startsWith('/api/pages/detail')) return answer();
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The whole app renders with many rows and 56 placeholders: role queries over it take seconds in jsdom.
describe('the car detail page', () => {
  it('shows a visitor the masks and the login notice, and sends a guest who inquires to log in', async () => {
    fakeApi(null, () => apiAnswer(detailResponseSchema, detail(true)));
    await renderApp('/item/detail/car/7');
    expect(await screen.findByRole('heading', { level: 1, name: '2019 Hyundai Sonata DN8 2.0' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Price' })).getByText('$***,***')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Mileage ******' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Chassis number ******' })).toBeTruthy();
    expect(screen.getAllByText('Vehicle details are provided at login')).toHaveLength(2);
    expect(screen.queryByRole('row', { name: /^Grade/ })).toBeNull();
    expect(screen.getByText('Premier')).toBeTruthy();
    // The visitor counter reads the answer's masked flag: a visitor must log in.
    await waitFor(() => expect(readVisitorCounter()).toMatchObject({ loginReq: true, authReq: false }));

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Inquiry' }));
    const alert = await screen.findByRole('alertdialog', {}, { timeout: 15_000 });
    expect(
      within(alert).getByText('Available to RH Group members only. Please log in or register as a member.'),
    ).toBeTruthy();
  });

  it('shows a buyer the values, the selected options and the status, and calls onInquire', async () => {
    fakeApi(buyer, () => apiAnswer(detailResponseSchema, detail(false)));
    await renderApp('/item/detail/car/7');
    expect(await screen.findByText('$12,500')).toBeTruthy();
    // Heading order (Lighthouse): the price is no heading, so no jump from h1 to h4.
    expect(screen.queryByRole('heading', { name: '$12,500' })).toBeNull();
    expect(await screen.findByRole('row', { name: 'Mileage 81,234 Km' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Steering Left-hand drive' })).toBeTruthy();
    const options = screen.getByRole('region', { name: 'Options' });
    expect(within(options).getByText('ABS')).toBeTruthy();
    expect(within(options).getByText('Sunroof')).toBeTruthy();
    expect(within(options).queryByText('Airbag')).toBeNull();
    expect(screen.getByRole('row', { name: 'Rust 50%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Air conditioner Not applicable' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    for (const name of ['Item Information', 'Options', 'Item Status'])
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
  });

  it('sets the visitor counter from the masked flag: authReq for an account not approved yet, neither when shown', async () => {
    fakeApi(testUser({ admission: false }), () => apiAnswer(detailResponseSchema, detail(true)));
    await renderApp('/item/detail/car/7');
    await waitFor(() => expect(readVisitorCounter()).toMatchObject({ loginReq: false, authReq: true }));
  });

  it('clears both requirements of the visitor counter when the answer is not masked', async () => {
    localStorage.setItem('visitorCounter', JSON.stringify({ number: 3, loginReq: true, authReq: true }));
    fakeApi(buyer, () => apiAnswer(detailResponseSchema, detail(false)));
    await renderApp('/item/detail/car/7');
    await waitFor(() => expect(readVisitorCounter()).toMatchObject({ loginReq: false, authReq: false }));
  });

  it('walks the gallery by the index rules: video after the last picture, no left arrow at the first', async () => {
    fakeApi(buyer, () => apiAnswer(detailResponseSchema, detail(false)));
    await renderApp('/item/detail/car/7');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: '2019 Hyundai Sonata DN8 2.0' });
    const gallery = screen.getByRole('region', { name: 'Pictures' });
    expect(within(gallery).getByRole('img', { name: /Picture 1 of 3$/ })).toBeTruthy();
    expect(within(gallery).queryByRole('button', { name: 'Previous picture' })).toBeNull();
    const next = within(gallery).getByRole('button', { name: 'Next picture' });
    await user.click(next);
    expect(within(gallery).getByRole('button', { name: 'Previous picture' })).toBeTruthy();
    await user.click(next);
    await user.click(next);
    expect(
      within(gallery)
        .getByTitle(/^Video of/)
        .getAttribute('src'),
    ).toContain('youtube-nocookie.com/embed/');
    await user.click(next);
    expect(within(gallery).queryByTitle(/^Video of/)).toBeNull();
    expect(within(gallery).getByRole('img', { name: /Picture 1 of 3$/ })).toBeTruthy();
    expect(within(gallery).queryByRole('button', { name: 'Download all pictures' })).toBeNull();
  });

  it('shows a special vehicle without options and status, with its form and power', async () => {
    fakeApi(buyer, () =>
      apiAnswer(
        detailResponseSchema,
        detail(false, { category: 2, power: 380, ...names('formName', 'Truck'), ...names('capacityName', '5 t') }),
      ),
    );
    await renderApp('/item/detail/car/7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Special vehicle information' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Power 380 HP' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Form Truck' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Sections' })).queryByRole('link', { name: 'Options' }),
    ).toBeNull();
    expect(screen.queryByRole('region', { name: 'Options' })).toBeNull();
  });

  it('reads Sold out for flag 3 and shows the RESERVED badge for flag 2', async () => {
    fakeApi(buyer, () => apiAnswer(detailResponseSchema, detail(false, { flag: 3 })));
    await renderApp('/item/detail/car/7');
    expect(await within(await screen.findByRole('group', { name: 'Price' })).findByText('Sold out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inquiry' })).toBeNull();
  });

  it('reads the reserved badge as the Korean list card does (예약중)', async () => {
    fakeApi(buyer, () => apiAnswer(detailResponseSchema, detail(false, { flag: 2 })));
    await renderApp('/item/detail/car/7', 0);
    expect(await screen.findByText('예약중')).toBeTruthy();
    expect(screen.queryByText('RESERVED')).toBeNull();
  });

  it('alerts that a deleted vehicle has been deleted, and shows Car not found for an unknown one', async () => {
    fakeApi(null, () => apiError('ITEM_DELETED', 'The vehicle has been deleted.'));
    await renderApp('/item/detail/car/7');
    expect(await screen.findByText('The vehicle has been deleted.', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('shows Car not found for an unknown vehicle', async () => {
    fakeApi(null, () => apiError('ITEM_NOT_FOUND', 'Car not found'));
    await renderApp('/item/detail/car/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Car not found' })).toBeTruthy();
  });

  it('titles in Arabic with the Arabic maker and each run direction-isolated', async () => {
    fakeApi(buyer, () =>
      apiAnswer(
        detailResponseSchema,
        detail(false, { arMaker: 'هيونداي', arDetailModel: 'سوناتا DN8 2.0' } as Partial<DetailResponse['item']>),
      ),
    );
    await renderApp('/item/detail/car/7', 3);
    const heading = await screen.findByRole('heading', { level: 1, name: '2019 هيونداي Sonata DN8 2.0' });
    expect([...heading.querySelectorAll('bdi')].map((run) => run.textContent)).toEqual([
      '2019',
      'هيونداي',
      'Sonata DN8 2.0',
    ]);
  });

  it('asks a visitor who opens a members-only listing to log in, not Car not found', async () => {
    fakeApi(null, () => apiError('MEMBERS_ONLY', 'Members only.'));
    await renderApp('/item/detail/car/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Members only' })).toBeTruthy();
    expect(screen.getByText('Available to RH Group members only. Please log in or register as a member.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fitem%2Fdetail%2Fcar%2F7',
    );
  });

  it('offers the new version when the server runs another build', async () => {
    fakeApi(null, () => apiAnswer(detailResponseSchema, { ...detail(true), serverVersion: 'another-build' }));
    await renderApp('/item/detail/car/7');
    expect(await screen.findByText('A new version of the product is available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});
