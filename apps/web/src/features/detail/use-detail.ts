import { useQuery } from '@tanstack/react-query';
import type { DetailResponse } from '@market/domain';
import { http, HttpError } from '../../lib/http.ts';

/** The whole page in one answer (GET /api/pages/detail); 404 and 410 are answers, not retried. */
export function useDetail(itemNo: string) {
  return useQuery({
    queryKey: ['detail', itemNo],
    queryFn: () => http<DetailResponse>(`/pages/detail?itemNo=${encodeURIComponent(itemNo)}`),
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
