import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@market/domain';
import { classAnswers, isKeptForMembers, memberClass } from './member-pages.ts';

const member: CurrentUser = {
  userNo: 41,
  userId: 'ana-lopez',
  userFlag: 0,
  admission: true,
  partners: false,
  secret: false,
  companyName: 'Lopez Imports',
  countryCode: 'CL',
  thumbnail: 'users/41.webp',
  name: 'Ana Lopez',
  staff: false,
};

describe('the class of a member', () => {
  it('is what they may see and their country, never who they are', () => {
    const other = { ...member, userNo: 42, userId: 'bea', name: 'Bea', companyName: null, thumbnail: null };
    expect(memberClass(other)).toBe(memberClass(member));
    for (const change of [
      { userFlag: 2 },
      { admission: false },
      { partners: true },
      { secret: true },
      { staff: true },
      { countryCode: 'KE' },
    ] as const)
      expect(memberClass({ ...member, ...change }), JSON.stringify(change)).not.toBe(memberClass(member));
  });
});

describe("a kept member's page", () => {
  it('is kept for the public pages whose answers a class shares, not for the invoice check', () => {
    for (const path of ['/', '/item/list/car', '/item/list', '/item/detail/car/5'])
      expect(isKeptForMembers(path)).toBe(true);
    expect(isKeptForMembers('/verify/INV-1')).toBe(false);
  });

  it("is rendered with the class member and a detail answer without the member's list", () => {
    const answers = classAnswers(member);
    const me = JSON.parse(answers('/api/user/me', 200, JSON.stringify(member))) as CurrentUser;
    expect(me).toEqual({ ...member, userNo: 0, userId: '', name: '', companyName: null, thumbnail: null });
    const detail = { item: { itemNo: 5 }, userViewList: [{ itemNo: 3 }] };
    expect(JSON.parse(answers('/api/pages/detail', 200, JSON.stringify(detail)))).toEqual({
      item: { itemNo: 5 },
      userViewList: [],
    });
    expect(answers('/api/items/search', 200, '{"items":[]}')).toBe('{"items":[]}');
  });

  it("is not made from an answer that may be the member's own", () => {
    const answers = classAnswers(member);
    for (const path of ['/api/favourites', '/api/offers', '/api/user/info'])
      expect(() => answers(path, 200, '[]'), path).toThrow(/not kept/);
  });
});
