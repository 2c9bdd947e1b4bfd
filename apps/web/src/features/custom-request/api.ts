// The custom car request and the buyer's requests: every call of the feature, typed by the API's document
// (docs/decisions/0170).
import { useQuery } from '@tanstack/react-query';
import { api, type ApiBody } from '../../lib/api-client.ts';
import { quietly } from '../../lib/catalog-api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The buyer's custom car and price requests with staff's replies (GET /api/inquirys/car-custom-shop). */
export const useMyRequests = () =>
  useQuery({ queryKey: queryKeys.myRequests, queryFn: () => api.get('/inquirys/car-custom-shop') });

/** The request's makes, and the models and detail models of the chosen ones (by English name). */
export function useCustomCatalog(makerName: string, modelName: string) {
  const makers = useQuery({
    queryKey: queryKeys.customMakers,
    queryFn: () => quietly('/items/car-custom-shop-maker', () => api.get('/items/car-custom-shop-maker'), []),
  });
  const models = useQuery({
    queryKey: queryKeys.customModels(makerName),
    queryFn: () =>
      quietly(
        '/items/car-custom-shop-model',
        () => api.get('/items/car-custom-shop-model', { query: { makerName } }),
        [],
      ),
    enabled: Boolean(makerName),
  });
  const detailModels = useQuery({
    queryKey: queryKeys.customDetailModels(makerName, modelName),
    queryFn: () =>
      quietly(
        '/items/car-custom-shop-detail-model',
        () => api.get('/items/car-custom-shop-detail-model', { query: { makerName, modelName } }),
        [],
      ),
    enabled: Boolean(makerName && modelName),
  });
  return { makers, models, detailModels };
}

export type CustomRequestBody = ApiBody<'post', '/inquirys/car-custom-shop'>;

/**
 * Sends the request, then its pictures: the request stands even when they fail (the buyer is told, the failure
 * logged).
 */
export async function sendCustomRequest(body: CustomRequestBody, images: File[]) {
  const { ccsNo } = await api.post('/inquirys/car-custom-shop', { body });
  let imagesFailed = false;
  if (images.length > 0) {
    const form = new FormData();
    form.append('ccsNo', String(ccsNo));
    for (const image of images) form.append('imageList', image, image.name);
    try {
      await api.post('/inquirys/car-custom-shop-image', { body: form });
    } catch (error) {
      console.error('Custom request pictures failed', error);
      imagesFailed = true;
    }
  }
  return { ccsNo, imagesFailed };
}
