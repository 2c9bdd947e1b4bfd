// The item form: its calls typed by the API's document (docs/decisions/0170); saving the listing, which stages its
// pictures first, is save-item.ts.
import { api } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** One of the seller's own listings (GET /api/items/my-item). */
export const myItemQuery = (itemNo: number | undefined) => ({
  queryKey: queryKeys.myItem(itemNo),
  queryFn: () => api.get('/items/my-item', { query: { itemNo: itemNo! } }),
});

/** Whether a chassis number is still free (GET /api/items/chassisno answers true when it is). */
export const chassisCheckQuery = (chassisNo: string) => ({
  queryKey: queryKeys.chassisCheck(chassisNo.toUpperCase()),
  queryFn: () => api.get('/items/chassisno', { query: { chassisNo: chassisNo.trim() } }),
});

/** One batch of new pictures, checked and stored aside (POST /api/items/staged-image). */
export const stagePictureBatch = (form: FormData) => api.post('/items/staged-image', { body: form });
