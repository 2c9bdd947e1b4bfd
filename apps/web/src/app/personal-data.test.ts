import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSONAL_DATA_ID, type DetailResponse } from '@market/domain';
import { queryKeys } from '../lib/query-keys.ts';
import { testUser } from '../testing/users.ts';
import { applyPersonalData, readPersonalData } from './personal-data.ts';

const member = testUser({ userNo: 41, userId: 'ana-lopez', name: 'Ana </script> Lopez' });
const viewed = [{ itemNo: 3 }] as unknown as DetailResponse['userViewList'];

afterEach(() => document.getElementById(PERSONAL_DATA_ID)?.remove());

describe("a member's own data on a kept page", () => {
  it('is read from its block at the end of the page, and absent on any other page', () => {
    expect(readPersonalData()).toBeUndefined();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PERSONAL_DATA_ID;
    block.textContent = JSON.stringify({ user: member }).replace(/</g, '\\u003c');
    document.body.append(block);
    expect(readPersonalData()).toEqual({ user: member });
  });

  it("takes the class member's place and fills the recently viewed list of the page's detail answer", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.currentUser, { ...member, userNo: 0, userId: '', name: '' });
    queryClient.setQueryData(queryKeys.detail('5'), { item: { itemNo: 5 }, userViewList: [] });
    applyPersonalData(queryClient, { user: member, userViewList: viewed });
    expect(queryClient.getQueryData(queryKeys.currentUser)).toEqual(member);
    expect(queryClient.getQueryData(queryKeys.detail('5'))).toEqual({ item: { itemNo: 5 }, userViewList: viewed });
  });
});
