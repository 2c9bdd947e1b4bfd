import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@market/domain';
import { countPageView, FREE_PAGE_VIEWS, readVisitorCounter, recordDetailMasking } from './visitor-counter.ts';

describe('visitor counter', () => {
  it('counts page views per day and marks a visitor past the free views', () => {
    const day = new Date(2026, 10, 22, 9);
    let counter = countPageView(null, day);
    expect(counter).toMatchObject({ number: 1, flag: false, isLogin: false, userNo: null, date: '2026-11-22' });
    for (let i = 0; i < FREE_PAGE_VIEWS; i++) counter = countPageView(null, day);
    expect(counter).toMatchObject({ number: FREE_PAGE_VIEWS + 1, flag: true });
    expect(countPageView(null, new Date(2026, 10, 23, 9)).number).toBe(1);
  });

  it('records the logged-in user and keeps the requirements of the last detail answer', () => {
    recordDetailMasking(true, false);
    countPageView(null);
    recordDetailMasking(true, true);
    const user = { userNo: 7, admission: false, countryCode: 'CL' } as CurrentUser;
    expect(countPageView(user)).toMatchObject({ isLogin: true, admission: false, userNo: 7, countryCode: 'CL' });
    expect(readVisitorCounter()).toMatchObject({ loginReq: false, authReq: true });
  });

  it('sets loginReq for a masked answer to a visitor, authReq to an account, neither when unmasked', () => {
    localStorage.clear();
    const day = new Date(2026, 10, 22, 9);
    recordDetailMasking(true, false, day);
    // A detail answer before any counted page starts the counter; the next page view is the first of the day.
    expect(readVisitorCounter()).toMatchObject({ number: 0, loginReq: true, authReq: false, date: '2026-11-22' });
    expect(countPageView(null, day)).toMatchObject({ number: 1, loginReq: true });
    recordDetailMasking(true, true, day);
    expect(readVisitorCounter()).toMatchObject({ number: 1, loginReq: false, authReq: true });
    recordDetailMasking(false, true, day);
    expect(readVisitorCounter()).toMatchObject({ loginReq: false, authReq: false });
  });
});
