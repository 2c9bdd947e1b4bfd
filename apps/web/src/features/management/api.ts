// The seller's listing management: every call of the feature, typed by the API's document (docs/decisions/0170).
import type { SELLER_FLAGS } from '@market/domain';
import { api, type ApiBody } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** One page of the seller's listings; `params` holds page, size and the optional keyword and flag. */
export const myItemsQuery = (params: URLSearchParams) => ({
  queryKey: queryKeys.myItems(params.toString()),
  queryFn: () => api.get('/items/my-items', { query: params }),
});

export const saveMemo = (itemNo: number, memo: string) => api.put('/items/memo', { body: { itemNo, memo } });

/** A flag a seller may set: normal 0, deleted 1, reserved 2, sold out 3. */
export type SellerFlag = (typeof SELLER_FLAGS)[number];

export const saveFlags = (list: { itemNo: number; flag: SellerFlag }[]) => api.put('/items/flag', { body: { list } });

export const moveItemToTop = (itemNo: number) => api.put('/items/date', { body: { itemNo } });

export const saveSecret = (itemNo: number, flag: boolean) => api.put('/items/secret', { body: { itemNo, flag } });

export const savePrice = (body: ApiBody<'put', '/items/price'>) => api.put('/items/price', { body });
