import { describe, expect, it } from 'vitest';
import { isClientRoute, isPublicRoute, routeParams, routePath } from './routes.ts';

describe('client routes', () => {
  it.each([
    '/',
    '/login',
    '/item/detail/car/123',
    '/item/detail/ref/7',
    '/item/list/car',
    '/item/list',
    '/item/upload',
    '/item/management',
    '/users/inquiry/list',
    '/users/inquiry/detail/42',
    '/users/inquiry/purchase',
    '/users/carpay/list',
    '/register',
    '/find-id',
    '/find-password',
    '/users/password',
    '/users/mypage',
    '/users/custom-request',
    '/admin/requests',
  ])('accepts %s', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it.each(['/item/detail/car/abc', '/item/detail/car/12a', '/item/detail/car/', '/nope', '/users/inquiry/detail/x'])(
    'refuses %s',
    (path) => {
      expect(isClientRoute(path)).toBe(false);
    },
  );

  it('builds paths from parameters', () => {
    expect(routePath('carDetail', { itemNo: 5 })).toBe('/item/detail/car/5');
  });

  it('tells public pages from private ones', () => {
    expect(['/', '/item/list/car', '/item/list', '/item/detail/car/5'].every(isPublicRoute)).toBe(true);
    expect(
      [
        '/users/mypage',
        '/users/inquiry/list',
        '/item/upload',
        '/admin',
        '/item/detail/ref/5',
        '/login',
        '/register',
      ].some(isPublicRoute),
    ).toBe(false);
  });

  it("reads a route's parameters, and nothing from another route", () => {
    expect(routeParams('carDetail', '/item/detail/car/42')).toEqual({ itemNo: '42' });
    expect(routeParams('carDetail', '/item/detail/car/x')).toBeUndefined();
    expect(routeParams('carDetail', '/item/list/car')).toBeUndefined();
  });
});
