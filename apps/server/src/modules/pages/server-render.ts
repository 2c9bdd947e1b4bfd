import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest, HTTPMethods } from 'fastify';
import { RENDER_CALL_HEADERS } from '../../platform/fair-share.ts';
import { RENDER_LANGUAGE_HEADER } from '../../platform/language.ts';
import type { LanguageCode } from '@market/domain';

/** What apps/web/src/entry-server.tsx exports (built into WEB_DIST/ssr/entry-server.js). */
export interface ServerRenderer {
  PAGE_DATA_ID: string;
  render(request: {
    url: string;
    language: LanguageCode;
    api: (url: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<{ html: string; head: string; data: unknown } | undefined>;
}

/** A page not rendered by then goes out as the shell, which the browser renders (docs/decisions/0090). */
export const RENDER_TIMEOUT_MS = 5_000;

/** The web app's server render, when the web app was built with it. */
export async function loadServerRenderer(webDist: string): Promise<ServerRenderer | undefined> {
  const entry = path.join(webDist, 'ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/**
 * How a render's answers are taken: as they are, or as a kept member's page takes them (member-pages.ts), by path,
 * status and body.
 */
export type RenderAnswers = (path: string, status: number, body: string) => string;

/** The page's API calls, answered in-process as the visitor's own calls (their session, language and address). */
function apiOf(request: FastifyRequest, answers?: RenderAnswers) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    // A turn of the event loop first: a render otherwise runs as one chain of promises from its start to its end (its
    // API calls are in-process, the embedded database answers synchronously), and the requests that arrived
    // meanwhile, kept pages and refusals included, waited for it (decision 0346).
    await new Promise((resolve) => setImmediate(resolve));
    // The page's language is handed over as it is, so the API answers in it whatever the cookie says.
    const headers: Record<string, string> = {
      ...RENDER_CALL_HEADERS,
      [RENDER_LANGUAGE_HEADER]: String(request.language),
    };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    const contentType = new Headers(init.headers).get('content-type');
    if (contentType) headers['content-type'] = contentType;
    const answer = await request.server.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const type = answer.headers['content-type'];
    let body = answer.body;
    if (answers) {
      try {
        body = answers(url.split('?')[0]!, answer.statusCode, body);
      } catch (error) {
        request.log.error({ err: error, url: request.url }, 'server render refused an answer');
        throw error;
      }
    }
    return new Response(body || null, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

/** The page rendered for this request; undefined (the shell) when it fails or takes longer than the timeout. */
export async function renderPage(renderer: ServerRenderer, request: FastifyRequest, answers?: RenderAnswers) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      request.log.warn({ url: request.url }, 'server render timed out: sending the shell');
      resolve(undefined);
    }, RENDER_TIMEOUT_MS);
  });
  const rendered = renderer
    .render({ url: request.url, language: request.language, api: apiOf(request, answers), signal: controller.signal })
    .catch((error: unknown) => {
      if (!controller.signal.aborted) request.log.error({ err: error, url: request.url }, 'server render failed');
      return undefined;
    });
  try {
    return await Promise.race([rendered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
