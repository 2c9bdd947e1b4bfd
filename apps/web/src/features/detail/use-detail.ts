import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { HttpError } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The whole page in one answer (GET /api/pages/detail); 404 and 410 are answers, not retried. */
export function useDetail(itemNo: string) {
  return useQuery({
    queryKey: queryKeys.detail(itemNo),
    queryFn: () => api.get('/pages/detail', { query: { itemNo } }),
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
    staleTime: 30_000,
  });
}

/** Downloads CB{itemNo}.zip of all original pictures (partners); failures are logged only, as the spec says. */
export async function downloadPictures(itemNo: number, fileName: string): Promise<void> {
  try {
    const response = await fetch(`/api/items/image?itemNo=${itemNo}`, { credentials: 'same-origin' });
    if (!response.ok) throw new HttpError(response.status, undefined);
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    console.error('Picture download failed', error);
  }
}
