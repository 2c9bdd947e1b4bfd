import type { ErrorBody } from '@market/domain';

/** A failed call: the server's error body when it sent one. Shows nothing by itself; each feature decides. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
}

/** Sends an API call; the server render sends them to the API in-process (apps/web/src/entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let serverTransport: () => ApiTransport | undefined = () => undefined;

/** Where the server render keeps the transport of the request being rendered. */
export function setServerTransport(current: () => ApiTransport | undefined): void {
  serverTransport = current;
}

export async function http<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('content-type', 'application/json');
  const send = serverTransport() ?? fetch;
  const response = await send(`/api${path}`, { ...init, headers, credentials: 'same-origin' });
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw new HttpError(response.status, data as ErrorBody | undefined);
  return data as T;
}
