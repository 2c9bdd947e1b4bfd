import { PERSONAL_DATA_ID, type CurrentUser, type PersonalPageData, type RouteName, routeParams } from '@market/domain';
import { KeptPrefix, type CompressibleText } from '../../platform/compressed-text.ts';
import { scriptJson } from '../../platform/html.ts';
import { keptPages } from './page-cache.ts';

/**
 * The pages a member's render may be kept for and shared by their class (decision 0345): those whose every answer
 * is the same for the class once the member's own parts are taken out (CLASS_ANSWERS).
 */
const KEPT_MEMBER_ROUTES: readonly RouteName[] = ['home', 'carList', 'itemList', 'carDetail'];

/**
 * The API answers of those pages that are the same for every member of a class: catalog, searches, ratings, and the
 * verdict and estimate for the member's country (kept by query and masking class, decision 0245).
 */
const CLASS_ANSWERS = new Set([
  '/api/import-rules/verdict',
  '/api/landed-cost/estimate',
  '/api/items/search',
  '/api/items/makers',
  '/api/items/products',
  '/api/items/forms',
  '/api/seller-ratings',
]);

export function isKeptForMembers(pathname: string): boolean {
  return KEPT_MEMBER_ROUTES.some((route) => routeParams(route, pathname) !== undefined);
}

/**
 * What a member's page depends on besides who they are: what they may see (admission, secret listings, partner and
 * staff tools, buyer or seller) and their country (the ports, the inquiry button, the currency). Members with the
 * same class see the same page but for their own parts (PersonalPageData).
 */
export function memberClass(user: CurrentUser): string {
  return JSON.stringify(classMember(user));
}

/** The member a kept page is rendered for: the class of `user`, nobody's name, id or picture. */
function classMember(user: CurrentUser): CurrentUser {
  const { userFlag, admission, secret, partners, staff, countryCode } = user;
  return {
    userFlag,
    admission,
    secret,
    partners,
    staff,
    countryCode,
    userNo: 0,
    userId: '',
    name: '',
    companyName: null,
    thumbnail: null,
  };
}

/**
 * The answers a kept page of `user`'s class is rendered with: the session's user as the class member, a detail
 * answer without the recently viewed list, the class's answers as they are. Any other answer could be the member's
 * own: the render fails (the shell goes out) rather than keep it for others.
 */
export function classAnswers(user: CurrentUser) {
  return (path: string, status: number, body: string): string => {
    if (path === '/api/user/me' && status === 200) return JSON.stringify(classMember(user));
    if (path === '/api/pages/detail' && status === 200)
      return JSON.stringify({ ...(JSON.parse(body) as object), userViewList: [] });
    if (CLASS_ANSWERS.has(path)) return body;
    throw new Error(`${path} is not known to answer alike for a class of members: the page is not kept`);
  };
}

/** A member's page as it is kept: the page up to `</body>` compressed once, and what follows it. */
export interface MemberTemplate {
  status: number;
  rendered: boolean;
  head: KeptPrefix;
  tail: string;
}

/** Members' pages kept by key (page and class), as `createPageCache` keeps visitors'. */
export function createMemberPageCache() {
  return keptPages<MemberTemplate>((made, grew) => {
    const end = made.html.lastIndexOf('</body>');
    const at = end < 0 ? made.html.length : end;
    const head = new KeptPrefix(made.html.slice(0, at), grew);
    grew(head.length);
    return { status: made.status, rendered: made.keep, head, tail: made.html.slice(at) };
  }, {});
}

/** The kept page with the member's own data before `</body>`, for the browser to put in place once hydrated. */
export function withPersonalData(template: MemberTemplate, personal: PersonalPageData): CompressibleText {
  const block = `<script type="application/json" id="${PERSONAL_DATA_ID}">${scriptJson(personal)}</script>\n  `;
  return template.head.withSuffix(block + template.tail);
}
