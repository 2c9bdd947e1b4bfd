import { directionOf, LANGUAGE_TAGS, languageTag, parseLanguageCode, type LanguageCode } from '@market/domain';
import { escapeHtml, scriptJson } from '../../platform/html.ts';

/** index.html in the page's language and direction, so the first paint is already right for Arabic. */
export function withDocumentLanguage(html: string, language: LanguageCode): string {
  const tag = languageTag(language);
  return html.replace(/<html[^>]*>/, `<html lang="${tag}" dir="${directionOf(tag)}">`);
}

/**
 * The canonical address and the language alternates of a public page (docs/decisions/0091), on the configured
 * origin only (never the request's Host). Each language is its address with `?lang=<code>`; x-default and the
 * canonical of a page asked without `lang` are the address without it.
 */
export function alternateLinks(origin: string, url: string): string {
  // A dummy base: only the path and query of the request are kept, whatever host a `//host/...` path names.
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  const asked = parseLanguageCode(searchParams.get('lang') ?? undefined);
  const address = (code?: LanguageCode) => {
    const params = new URLSearchParams(searchParams);
    params.delete('lang');
    if (code !== undefined) params.set('lang', String(code));
    const query = params.toString();
    return escapeHtml(`${origin}${pathname}${query ? `?${query}` : ''}`);
  };
  return [
    `<link rel="canonical" href="${address(asked)}" />`,
    ...LANGUAGE_TAGS.map(
      (tag, code) => `<link rel="alternate" hreflang="${tag}" href="${address(code as LanguageCode)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${address()}" />`,
  ].join('\n    ');
}

export function withHeadTags(html: string, tags: string): string {
  return html.replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * Tags at the start of the head, right after the viewport: a rendered page's CSS and first picture come before the
 * scripts the head preloads, so a slow connection fetches the picture first. Not before the viewport: a picture's
 * preload is chosen from its srcset against the viewport known when it is read, a desktop width before that, and a
 * phone then fetched the picture twice, once in the preload's size and once in the image's.
 */
export function withFirstHeadTags(html: string, tags: string): string {
  return html.replace(/<meta name="viewport"[^>]*>/i, (viewport) => `${viewport}\n    ${tags}`);
}

/** The rendered content in #root and the data it was rendered with, for the browser to hydrate. */
export function withRenderedPage(html: string, page: { html: string; data: unknown }, dataId: string): string {
  const content = `<div id="root">${page.html}</div>\n    <script type="application/json" id="${dataId}">${scriptJson(page.data)}</script>`;
  // A function, so that `$` in the content is not read as a replacement pattern.
  return html.replace('<div id="root"></div>', () => content);
}
