import type { CurrentUser } from '@market/domain';

/**
 * The spec's visitor counter, kept in local storage and never sent: page views of the day and who is looking.
 * loginReq and authReq follow the last detail answer's masked flag (recordDetailMasking); flag marks a visitor who
 * has gone past the free page views of the day (docs/decisions/0012).
 */
export interface VisitorCounter {
  number: number;
  flag: boolean;
  isLogin: boolean;
  admission: boolean;
  userNo: number | null;
  countryCode: string;
  browserLang: string;
  /** YYYY-MM-DD, the visitor's local day: the count starts again each day. */
  date: string;
  loginReq: boolean;
  authReq: boolean;
}

const VISITOR_COUNTER_KEY = 'visitorCounter';
export const FREE_PAGE_VIEWS = 10;

function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function readVisitorCounter(): VisitorCounter | null {
  try {
    const raw = globalThis.localStorage?.getItem(VISITOR_COUNTER_KEY);
    return raw ? (JSON.parse(raw) as VisitorCounter) : null;
  } catch {
    return null;
  }
}

function write(counter: VisitorCounter): VisitorCounter {
  globalThis.localStorage?.setItem(VISITOR_COUNTER_KEY, JSON.stringify(counter));
  return counter;
}

/** Counts one page view for the visitor or the logged-in user. */
export function countPageView(user: CurrentUser | null, now = new Date()): VisitorCounter {
  const previous = readVisitorCounter();
  const date = today(now);
  const number = previous && previous.date === date ? previous.number + 1 : 1;
  return write({
    number,
    flag: !user && number > FREE_PAGE_VIEWS,
    isLogin: user !== null,
    admission: user?.admission ?? false,
    userNo: user?.userNo ?? null,
    countryCode: user?.countryCode ?? previous?.countryCode ?? 'ZZ',
    browserLang: globalThis.navigator?.language ?? 'en',
    date,
    loginReq: previous?.loginReq ?? false,
    authReq: previous?.authReq ?? false,
  });
}

/**
 * The detail page's answer decides what the details need: masked for a visitor means a login (loginReq), masked for a
 * logged-in account means an approval (authReq); unmasked, neither. A first visit may answer before any page is
 * counted, so the counter is started then.
 */
export function recordDetailMasking(masked: boolean, loggedIn: boolean, now = new Date()): void {
  const counter = readVisitorCounter() ?? {
    number: 0,
    flag: false,
    isLogin: loggedIn,
    admission: false,
    userNo: null,
    countryCode: 'ZZ',
    browserLang: globalThis.navigator?.language ?? 'en',
    date: today(now),
  };
  write({ ...counter, loginReq: masked && !loggedIn, authReq: masked && loggedIn });
}
