import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserSchema, searchResponseSchema, type LanguageCode } from '@market/domain';
import { apiAnswer, apiError, routeAnswer } from '../../testing/api-fixture.ts';
import { names } from '../../testing/detail-response.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { emptySearch } from '../../testing/search-response.ts';
import { testUser } from '../../testing/users.ts';

const refused = (field: string, message: string) =>
  apiError('VALIDATION', 'Please check the necessary field', { fields: { [field]: message } });

/**
 * A fake API: cars by Hyundai (Sonata is not among its models), special vehicles by Volvo CE and Hyundai, a catalog
 * with one form down to a capacity; the search answers empty pages, or 400 as the server would.
 */
function fakeApi({ member = false } = {}) {
  const searches: URLSearchParams[] = [];
  const lookups: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path, query = ''] = url.replace(/^\/api/, '').split('?');
      const params = new URLSearchParams(query);
      if (path === '/user/me') return member ? apiAnswer(currentUserSchema, testUser()) : apiError('UNAUTHORIZED');
      if (path === '/items/search') {
        searches.push(params);
        if (params.get('color') === '999') return refused('color', 'This value is not in our list.');
        if (params.get('after') === 'WyJuZXdlc3QiLCJ4IiwxXQ')
          return refused('after', 'This page link is out of date or damaged. Start again from the first page.');
        return apiAnswer(searchResponseSchema, emptySearch());
      }
      lookups.push(url);
      if (path === '/items/makers')
        return routeAnswer(
          'get',
          '/items/makers',
          params.get('category') === '1'
            ? [{ makerNo: 1, ...names('maker', 'Hyundai') }]
            : [
                { makerNo: 20, ...names('maker', 'Volvo Construction Equipment') },
                { makerNo: 21, ...names('maker', 'Hyundai') },
              ],
        );
      if (path === '/items/model')
        return routeAnswer('get', '/items/model', [
          { modelNo: 5, makerNo: 1, cfvtNo: null, lineCbm: null, ...names('model', 'Avante (CN7)') },
        ]);
      if (path === '/items/forms')
        return routeAnswer('get', '/items/forms', [{ formNo: 3, ...names('formName', 'Excavator') }]);
      if (path === '/items/form-detail')
        return routeAnswer('get', '/items/form-detail', [
          { formDetailNo: 30, formNo: 3, ...names('formDetailName', 'Crawler') },
        ]);
      if (path === '/items/capacity')
        return routeAnswer('get', '/items/capacity', [
          { capacityNo: 300, formDetailNo: 30, ...names('capacityName', '1.0 m³') },
        ]);
      if (path === '/items/special-maker')
        return routeAnswer('get', '/items/special-maker', [
          { makerNo: 20, ...names('maker', 'Volvo Construction Equipment') },
        ]);
      if (path === '/items/special-model')
        return routeAnswer('get', '/items/special-model', [
          { modelNo: 77, makerNo: 20, cfvtNo: null, lineCbm: null, ...names('model', 'EC140E') },
        ]);
      if (path === '/items/drives')
        return routeAnswer(
          'get',
          '/items/drives',
          params.get('category') === '1'
            ? [{ driveNo: 3, ...names('driveName', 'Four-wheel drive (4WD)') }]
            : [
                { driveNo: 3, ...names('driveName', 'Four-wheel drive (4WD)') },
                { driveNo: 7, ...names('driveName', '6x4') },
              ],
        );
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
  return { searches, lookups };
}

beforeEach(() => {
  // jsdom lays nothing out: the page scrolls to its results when the page changes.
  Element.prototype.scrollIntoView = () => {};
});
afterEach(() => vi.unstubAllGlobals());

const problems = () => screen.findByRole('alert', {}, { timeout: 15_000 });
/** The filters are the browser's own selects (decision 0171): their options and the one chosen. */
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const chosen = (name: string) =>
  (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0]?.textContent;

/** The page at a path, its filters shown (a narrow window, as jsdom's, folds them behind a button). */
async function searchPage(path: string, language: LanguageCode = 1, showFilters = 'Show filters') {
  await renderApp(path, language);
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: showFilters }, { timeout: 15_000 }));
  return user;
}

describe('search page headings (issue 15)', { timeout: 60_000 }, () => {
  it("heads the results with an h2, so that the cards' h3 titles follow the order", async () => {
    fakeApi();
    await renderApp('/item/list/car');
    const results = await screen.findByRole('region', { name: 'Search results' }, { timeout: 15_000 });
    expect(within(results).getByRole('heading', { level: 2, name: 'Search results' })).toBeTruthy();
  });
});

describe('the search page in Arabic, right to left', { timeout: 60_000 }, () => {
  it('names its results and filters in Arabic and shows a reversed year range turned round', async () => {
    const { searches } = fakeApi();
    await searchPage('/item/list/car?yearFrom=2020&yearTo=2010', 3, 'إظهار عوامل التصفية');
    expect(document.documentElement.dir).toBe('rtl');
    const results = await screen.findByRole('region', { name: 'نتائج البحث' }, { timeout: 15_000 });
    expect(within(results).getByRole('heading', { level: 2, name: 'نتائج البحث' })).toBeTruthy();
    await waitFor(() => expect(searches.length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(chosen('من سنة')).toBe('2010');
    expect(chosen('إلى سنة')).toBe('2020');
  });
});

describe('search input that cannot be searched as it is (issue 14)', { timeout: 60_000 }, () => {
  it('asks with a reversed year range turned the right way round, and shows it so', async () => {
    const { searches } = fakeApi();
    await searchPage('/item/list/car?yearFrom=2020&yearTo=2010');
    await waitFor(() => expect(searches.length).toBeGreaterThan(0), { timeout: 15_000 });
    expect(searches[0]!.get('yearFrom')).toBe('2010');
    expect(searches[0]!.get('yearTo')).toBe('2020');
    expect(chosen('Year from')).toBe('2010');
    expect(chosen('Year to')).toBe('2020');
  });

  it('swaps a price range typed upside down before asking', async () => {
    const { searches } = fakeApi({ member: true });
    const user = await searchPage('/item/list/car');
    await user.type(await screen.findByRole('textbox', { name: 'Price from (USD)' }), '9000');
    await user.type(screen.getByRole('textbox', { name: 'Price to (USD)' }), '100');
    await user.click(screen.getByRole('button', { name: 'Apply: Price from (USD)' }));
    await waitFor(() => expect(searches.at(-1)!.get('priceTo')).toBe('9000'));
    expect(
      searches.every((params) => Number(params.get('priceFrom') ?? 0) <= Number(params.get('priceTo') ?? 1e9)),
    ).toBe(true);
    expect(searches.at(-1)!.get('priceFrom')).toBe('100');
    expect(screen.getByRole('textbox', { name: 'Price from (USD)' })).toHaveProperty('value', '100');
  });

  it.each([
    [
      'a damaged page link',
      '/item/list/car?after=%2A%2A%2A&page=3',
      'This page link is out of date or damaged.',
      'Go to the first page',
      { after: null },
    ],
    [
      'a make of no such name',
      '/item/list/car?maker=Foo',
      'Make: Foo — This value is not in our list.',
      'Remove the Make filter',
      { maker: null },
    ],
    [
      'a model the make does not have (not every car of the make)',
      '/item/list/car?maker=Hyundai&model=Sonata',
      'Model: Sonata — This value is not in our list.',
      'Remove the Model filter',
      { maker: '1', model: null },
    ],
  ])('names %s, asks nothing, and offers the way out', async (_, path, text, button, after) => {
    const { searches } = fakeApi();
    await renderApp(path);
    const alert = await problems();
    expect(alert.textContent).toContain(text);
    expect(searches).toHaveLength(0);
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: button }));
    await waitFor(() => expect(searches).toHaveLength(1));
    for (const [name, value] of Object.entries(after)) expect(searches[0]!.get(name)).toBe(value);
    expect(await screen.findByText('No matching search results found.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s word on a stale page link, not "try again"', async () => {
    fakeApi();
    await renderApp('/item/list/car?after=WyJuZXdlc3QiLCJ4IiwxXQ&page=2');
    const alert = await problems();
    expect(alert.textContent).toContain('This page link is out of date or damaged.');
    expect(screen.queryByText('The vehicles could not be loaded. Please try again.')).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Go to the first page' })).toBeTruthy();
  });

  it('names a value that is not a number', async () => {
    const { searches } = fakeApi();
    await renderApp('/item/list/car?yearFrom=abc');
    expect((await problems()).textContent).toContain('Year from: abc — This value is not valid');
    expect(searches).toHaveLength(0);
  });

  it('names the filter the server refused, with its reason, not "try again"', async () => {
    fakeApi({ member: true });
    await renderApp('/item/list/car?color=999');
    const alert = await problems();
    expect(alert.textContent).toContain('Color: 999 — This value is not in our list.');
    expect(within(alert).getByRole('button', { name: 'Remove the Color filter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('special-vehicle filters and drives (issue 14)', { timeout: 60_000 }, () => {
  it('offers the car drives only for cars, to members (a visitor may not filter by a masked field)', async () => {
    const { lookups } = fakeApi({ member: true });
    await searchPage('/item/list/car');
    const drive = await screen.findByRole('combobox', { name: 'Drive' });
    expect(optionTexts(drive)).toEqual(['Any', 'Four-wheel drive (4WD)']);
    expect(lookups).toContain('/api/items/drives?category=1');
  });

  it('follows the special cascade: makes narrowed by the form, then a model filter within the capacity', async () => {
    const { searches, lookups } = fakeApi();
    const user = await searchPage('/item/list?category=2');
    const model = await screen.findByRole('combobox', { name: 'Model' });
    expect(model).toHaveProperty('disabled', true);
    expect(screen.getByText('Choose a load capacity and a make first')).toBeTruthy();

    expect(optionTexts(screen.getByRole('combobox', { name: 'Make' }))).toEqual([
      'Any',
      'Volvo Construction Equipment',
      'Hyundai',
    ]);

    for (const [name, option] of [
      ['Form', 'Excavator'],
      ['Detail form', 'Crawler'],
      ['Load capacity', '1.0 m³'],
    ]) {
      const select = screen.getByRole('combobox', { name });
      await waitFor(() => expect(optionTexts(select)).toContain(option));
      await user.selectOptions(select, option!);
    }
    expect(lookups).toContain('/api/items/special-maker?form=3&formDetail=30&capacity=300&upload=0');
    const make = screen.getByRole('combobox', { name: 'Make' });
    await waitFor(() => expect(optionTexts(make)).toEqual(['Any', 'Volvo Construction Equipment']));
    await user.selectOptions(make, 'Volvo Construction Equipment');
    await waitFor(() => expect(optionTexts(model)).toContain('EC140E'));
    await user.selectOptions(model, 'EC140E');
    await waitFor(() => expect(searches.at(-1)!.get('model')).toBe('77'));
    expect(Object.fromEntries(searches.at(-1)!)).toMatchObject({ category: '2', capacity: '300', maker: '20' });
  });

  it('says a special-vehicle model needs its load capacity', async () => {
    fakeApi();
    await renderApp('/item/list?category=2&maker=Volvo%20Construction%20Equipment&model=EC140E');
    expect((await problems()).textContent).toContain(
      'Model: EC140E — Special vehicles are searched by model within a load capacity: choose one.',
    );
  });
});

describe('the condition evidence filters (issue 31)', { timeout: 60_000 }, () => {
  it('asks for listings without accident claims when a member checks the box, and offers visitors the others', async () => {
    const { searches } = fakeApi({ member: true });
    const user = await searchPage('/item/list/car?inspection=1');
    expect((await screen.findByRole('checkbox', { name: 'Inspection record available' })).matches(':checked')).toBe(
      true,
    );
    await user.click(screen.getByRole('checkbox', { name: 'No accident claims' }));
    await waitFor(() => expect(searches.at(-1)?.get('noClaims')).toBe('1'), { timeout: 15_000 });
    expect(searches.at(-1)?.get('inspection')).toBe('1');
  });

  it('does not offer a visitor the accident claims, which are masked', async () => {
    fakeApi();
    await searchPage('/item/list/car');
    expect(await screen.findByRole('checkbox', { name: 'Verified by staff' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'No accident claims' })).toBeNull();
  });
});
