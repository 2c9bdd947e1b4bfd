import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { DetailResponse } from '@market/domain';
import { api, apiUrl, type ApiAnswer } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('fills the path parameters and writes the query, leaving out what is not given', () => {
    expect(apiUrl('/verify/{code}', { path: { code: 'a b/c' } })).toBe('/verify/a%20b%2Fc');
    expect(apiUrl('/pages/detail', { query: { itemNo: '12', missing: undefined, none: null } })).toBe(
      '/pages/detail?itemNo=12',
    );
    expect(apiUrl('/items/search', { query: new URLSearchParams('maker=3&sort=newest') })).toBe(
      '/items/search?maker=3&sort=newest',
    );
    expect(apiUrl('/health')).toBe('/health');
  });
});

describe('api', () => {
  it('answers with the type the server declares for the path', () => {
    expectTypeOf<ApiAnswer<'get', '/pages/detail'>>().toExtend<DetailResponse>();
  });

  it('sends through http(): JSON body, method and the /api prefix, and throws the server error', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'no' }), { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    await expect(api.post('/user/login', { body: { id: 'aWQ=', pw: 'x' } })).rejects.toMatchObject({
      status: 400,
      message: 'no',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/user/login',
      expect.objectContaining({ method: 'POST', body: '{"id":"aWQ=","pw":"x"}', credentials: 'same-origin' }),
    );
  });
});
