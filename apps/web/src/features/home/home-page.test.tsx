import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_TAGS, localizedKeys, searchResponseSchema, type LanguageCode, type Localized } from '@market/domain';
import { loadNamespace, lookup } from '@market/i18n';
import { apiAnswer, apiError, routeAnswer } from '../../testing/api-fixture.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { emptySearch } from '../../testing/search-response.ts';

/** A name in all six languages' fields: English for the URL, "Name (code)" in the others. */
const localized = <B extends string>(base: B, english: string) =>
  Object.fromEntries(
    localizedKeys(base).map((key, code) => [key, code === 1 ? english : `${english} (${code})`]),
  ) as Localized<B>;

/** A visitor; one car maker with one model. */
function fakeApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path = ''] = url.replace(/^\/api/, '').split('?');
      if (path === '/user/me') return apiError('UNAUTHORIZED');
      if (path === '/items/search') return apiAnswer(searchResponseSchema, emptySearch());
      if (path === '/items/makers')
        return routeAnswer('get', '/items/makers', [{ makerNo: 1, ...localized('maker', 'Hyundai') }]);
      if (path === '/items/model')
        return routeAnswer('get', '/items/model', [
          { modelNo: 5, makerNo: 1, cfvtNo: null, lineCbm: null, ...localized('model', 'Avante (CN7)') },
        ]);
      return apiError('ROUTE_NOT_FOUND');
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

/** The home page's search box: the browser's own selects, named by their labels (decision 0171). */
describe('the home page search box', { timeout: 60_000 }, () => {
  for (const [code, tag] of LANGUAGE_TAGS.entries()) {
    it(`names its selects in ${tag}${tag === 'ar' ? ', right to left' : ''}`, async () => {
      fakeApi();
      const texts = await loadNamespace(tag, 'search');
      const text = (key: string) => lookup(texts, key)!;
      await renderApp('/', code as LanguageCode);
      const box = await screen.findByRole('search', { name: text('home.searchBox') }, { timeout: 15_000 });
      const category = within(box).getByRole('combobox', { name: text('home.category') });
      expect(category.tagName).toBe('SELECT');
      expect(
        within(category)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([text('category.1'), text('category.2')]);
      const maker = within(box).getByRole('combobox', { name: text('home.maker') });
      await waitFor(() => expect(within(maker).getAllByRole('option')).toHaveLength(2));
      expect(within(maker).getAllByRole('option')[1]!.textContent).toBe(code === 1 ? 'Hyundai' : `Hyundai (${code})`);
      expect(within(box).getByRole('combobox', { name: text('home.model') })).toHaveProperty('disabled', true);
      expect(document.documentElement.dir).toBe(tag === 'ar' ? 'rtl' : 'ltr');
    });
  }

  it('offers the models of the make chosen, and none for special vehicles', async () => {
    fakeApi();
    const user = userEvent.setup({ delay: null });
    await renderApp('/');
    const box = await screen.findByRole('search', { name: 'Vehicle search' }, { timeout: 15_000 });
    const maker = within(box).getByRole('combobox', { name: 'Make' });
    await waitFor(() => expect(within(maker).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(maker, 'Hyundai');
    const model = within(box).getByRole('combobox', { name: 'Model' });
    await waitFor(() => expect(model).toHaveProperty('disabled', false));
    await waitFor(() => expect(within(model).getByRole('option', { name: 'Avante (CN7)' })).toBeTruthy());
    await user.selectOptions(within(box).getByRole('combobox', { name: 'Category' }), 'Special vehicles');
    expect(model).toHaveProperty('disabled', true);
    expect((maker as HTMLSelectElement).value).toBe('');
  });
});
