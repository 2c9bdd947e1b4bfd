import { languageTag, ROUTES, type LanguageCode } from '@market/domain';
import { escapeHtml } from '../../platform/html.ts';
import type { Translate } from '../../platform/messages.ts';
import type { PageHead } from './head.ts';

/** A make or model as the address names it (English, decision 0195), trimmed to what a title can hold. */
const FILTER_NAME = /^[\p{L}\p{N} ().+\-/]{1,40}$/u;

function filterName(query: URLSearchParams): string | undefined {
  const words = [query.get('maker'), query.get('model')].filter(
    (value): value is string => !!value && FILTER_NAME.test(value.trim()),
  );
  return words.length > 0 ? words.map((word) => word.trim()).join(' ') : undefined;
}

/**
 * The title and description of the public pages other than a listing's (home, the list pages with the make and model
 * they are filtered by, the invoice check), in the page's language: what search engines show our buyers (issue 34).
 */
export function siteHead(
  pathname: string,
  query: URLSearchParams,
  language: LanguageCode,
  translate: Translate,
): PageHead | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const brand = translate(language, 'brand');
  const named = filterName(query);
  let title: string;
  let description: string;
  if (path === ROUTES.home) {
    title = translate(language, 'app.title');
    description = translate(language, 'meta.homeDescription');
  } else if (path === ROUTES.carList || path === ROUTES.itemList) {
    const kind = path === ROUTES.carList ? 'cars' : 'special';
    title = `${named ? translate(language, `meta.${kind}Of`, { name: named }) : translate(language, `meta.${kind}`)} | ${brand}`;
    description = translate(language, 'meta.listDescription');
  } else if (path.startsWith(ROUTES.verifyInvoice.replace(':code', ''))) {
    title = `${translate(language, 'meta.verify')} | ${brand}`;
    description = translate(language, 'meta.verifyDescription', { brand });
  } else {
    return undefined;
  }
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:locale', languageTag(language)),
  ].join('\n    ');
  return { status: 200, title, tags };
}
