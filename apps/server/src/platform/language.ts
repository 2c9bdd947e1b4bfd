import fp from 'fastify-plugin';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageCodeOf,
  parseLanguageCode,
  type LanguageCode,
} from '@market/domain';
import { isRenderCall } from './fair-share.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: LanguageCode;
  }
}

/** The header a page's render gives its in-process API calls: the page's language (trusted from a render call only). */
export const RENDER_LANGUAGE_HEADER = 'x-page-language';

/** The first supported language of an Accept-Language header, by its q weights. */
export function languageFromAcceptHeader(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const code = languageCodeOf(tag);
    if (code !== undefined) return code;
  }
  return undefined;
}

/**
 * The language of messages: the page's for a page render's own API calls; else `lang` in the query, then the `lang`
 * cookie, then Accept-Language, else English.
 */
export const languagePlugin = fp(async (app) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const rendered = isRenderCall(request) ? request.headers[RENDER_LANGUAGE_HEADER] : undefined;
    request.language =
      parseLanguageCode(rendered) ??
      parseLanguageCode(query?.lang) ??
      parseLanguageCode(request.cookies[LANGUAGE_COOKIE]) ??
      languageFromAcceptHeader(request.headers['accept-language']) ??
      DEFAULT_LANGUAGE;
  });
});
