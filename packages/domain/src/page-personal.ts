import type { DetailResponse } from './detail.ts';
import type { CurrentUser } from './users.ts';

/**
 * The id of the JSON block at the end of a member's server-rendered page that carries what is theirs alone: the page
 * before it is kept and shared by every member of the same class (decision 0345).
 */
export const PERSONAL_DATA_ID = 'page-personal';

/** A member's own part of a kept page, which the browser puts in place once the page is hydrated. */
export interface PersonalPageData {
  /** GET /api/user/me as it answers this member. */
  user: CurrentUser;
  /** On a detail page: the member's recently viewed list (the detail answer's userViewList). */
  userViewList?: DetailResponse['userViewList'];
}
