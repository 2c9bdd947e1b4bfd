/**
 * The routes of the spec's section 2. The web router registers exactly these, and the server uses the same table
 * to answer 200 for a client route and 404 for anything else.
 */
export const ROUTES = {
  home: '/',
  login: '/login',
  carDetail: '/item/detail/car/:itemNo',
  refDetail: '/item/detail/ref/:itemNo',
  carList: '/item/list/car',
  itemList: '/item/list',
  itemUpload: '/item/upload',
  itemManagement: '/item/management',
  // Buyers' price offers on the seller's listings, and listings side by side (issue 32, docs/decisions/0265, 0267).
  sellerOffers: '/item/offers',
  compare: '/item/compare',
  inquiryList: '/users/inquiry/list',
  inquiryDetail: '/users/inquiry/detail/:ilNo',
  // The purchase inquiry form for several vehicles (`?items=12,34`): docs/decisions/0051.
  inquiryPurchase: '/users/inquiry/purchase',
  carpayList: '/users/carpay/list',
  // Account screens: the spec names them ("a user page for login, register, find id, find password and password
  // change"; "consignee management under My Page") without routes (docs/decisions/0011).
  register: '/register',
  findId: '/find-id',
  findPassword: '/find-password',
  passwordChange: '/users/password',
  myPage: '/users/mypage',
  // The custom car request form: the spec names it without a route (docs/decisions/0050).
  customRequest: '/users/custom-request',
  // The staff console (docs/decisions/0060); the server refuses its calls to every other role.
  admin: '/admin',
  adminInquiries: '/admin/inquiries',
  adminInquiry: '/admin/inquiries/:ilNo',
  adminSellers: '/admin/sellers',
  adminItems: '/admin/items',
  adminContacts: '/admin/contacts',
  adminActivity: '/admin/activity',
  // Import rules by destination (issue 18, docs/decisions/0110).
  adminImportRules: '/admin/import-rules',
  adminLandedCost: '/admin/landed-cost',
  // Korea's export controls and the inquiries they refused (issue 28, docs/decisions/0220).
  adminExportControls: '/admin/export-controls',
  adminTransitTimes: '/admin/transit-times',
  // Custom car and quotation requests (docs/decisions/0075).
  adminRequests: '/admin/requests',
  // Condition records to check against their originals (issue 31, docs/decisions/0250).
  adminConditions: '/admin/conditions',
  adminCondition: '/admin/conditions/:itemNo',
  // Beneficiary bank accounts, changed with a second staff member's approval (docs/decisions/0151).
  adminBankAccounts: '/admin/bank-accounts',
  // The exchange rates of indicative prices (issue 32, docs/decisions/0266); staff answer offers at sellerOffers.
  adminCurrencyRates: '/admin/currency-rates',
  // The public check of an invoice from its QR code (docs/decisions/0150).
  verifyInvoice: '/verify/:code',
} as const;

export type RouteName = keyof typeof ROUTES;

/** Route parameters that must be numeric: a non-numeric value makes the path no route at all. */
const NUMERIC_PARAMS = new Set(['itemNo', 'ilNo']);

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? (NUMERIC_PARAMS.has(part.slice(1)) ? '([0-9]+)' : '([^/]+)') : part))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Each route's pattern as a regular expression with its parameters' names, compiled on first use: the server asks for
 * a few of them on every page, and the browser's first script should not compile them all before it can start.
 */
const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
const compiled = new Map<RouteName, { matcher: RegExp; names: string[] }>();
function compiledRoute(name: RouteName) {
  let route = compiled.get(name);
  if (!route) {
    const pattern = ROUTES[name];
    route = {
      matcher: patternToRegExp(pattern),
      names: [...pattern.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!),
    };
    compiled.set(name, route);
  }
  return route;
}

export function isClientRoute(pathname: string): boolean {
  return clientRoutePattern(pathname) !== undefined;
}

/** The route's pattern (`/item/detail/car/:itemNo`) when `pathname` is a client route, else undefined. */
export function clientRoutePattern(pathname: string): string | undefined {
  const name = ROUTE_NAMES.find((route) => compiledRoute(route).matcher.test(pathname));
  return name && ROUTES[name];
}

/**
 * Pages anyone may open and search engines should list: the server renders them (docs/decisions/0090). The account
 * forms (login, register, find id or password) are not among them: typing before the page is hydrated would be lost.
 */
const PUBLIC_ROUTES: readonly RouteName[] = ['home', 'carDetail', 'carList', 'itemList', 'verifyInvoice'];

export function isPublicRoute(pathname: string): boolean {
  return PUBLIC_ROUTES.some((name) => compiledRoute(name).matcher.test(pathname));
}

/** The parameters of `pathname` when it is the route `name` (`{ itemNo: '5' }`), else undefined. */
export function routeParams(name: RouteName, pathname: string): Record<string, string> | undefined {
  const { matcher, names } = compiledRoute(name);
  const values = matcher.exec(pathname);
  if (!values) return undefined;
  return Object.fromEntries(names.map((key, index) => [key, values[index + 1]!]));
}

export function isNumericParam(value: string | undefined): value is string {
  return value !== undefined && /^[0-9]+$/.test(value);
}

export function routePath(name: RouteName, params: Record<string, string | number> = {}): string {
  return ROUTES[name].replace(/:([A-Za-z]+)/g, (_, key: string) => String(params[key]));
}
