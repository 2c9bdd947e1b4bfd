import {
  CATEGORY,
  isDeletedFlag,
  isNumericParam,
  ITEM_FLAG,
  itemNumber,
  itemTitle,
  languageTag,
  mediaUrl,
  routePath,
  type LanguageCode,
} from '@market/domain';
import type { ListingReads } from '../detail/service.ts';
import { escapeHtml, scriptJson } from '../../platform/html.ts';
import { createKeptAnswers, type KeptBasis } from '../../platform/kept-answers.ts';
import type { Translate } from '../../platform/messages.ts';

/** What the server puts into index.html for a page: its head tags, and the HTTP status of the page. */
export interface PageHead {
  status: number;
  title?: string;
  tags?: string;
}

/** Detail pages' heads kept, per language (decision 0245). */
const KEPT_HEADS = 2_000;

const CAR_DETAIL = /^\/item\/detail\/car\/([0-9]+)\/?$/;

const AVAILABILITY: Record<number, string> = {
  [ITEM_FLAG.normal]: 'https://schema.org/InStock',
  [ITEM_FLAG.reserved]: 'https://schema.org/LimitedAvailability',
  [ITEM_FLAG.soldOut]: 'https://schema.org/SoldOut',
};

/**
 * The head of a car detail page: title, description, Open Graph and a schema.org Car (or Vehicle)
 * with its Offer, from fields a visitor may see (no price: visitors see it masked). An unknown item answers 404 and a
 * deleted one 410, so crawlers drop them; a members-only item gets no tags.
 */
export function createPageHead(repo: ListingReads, translate: { common: Translate; detail: Translate }) {
  const heads = createKeptAnswers<PageHead>(KEPT_HEADS);
  const made = async (itemNo: number, language: LanguageCode, origin: string): Promise<PageHead> => {
    const item = await repo.item(itemNo);
    if (!item) return { status: 404 };
    if (isDeletedFlag(item.flag)) return { status: 410 };
    if (item.secret) return { status: 200 };

    const url = `${origin}${routePath('carDetail', { itemNo: item.itemNo })}`;
    const picture = await repo.firstPicture(item.itemNo);
    const image = picture ? `${origin}${mediaUrl(picture)}` : undefined;
    const name = itemTitle(item, language);
    const brand = translate.common(language, 'brand');
    const title = `${name} | ${brand}`;
    const description = translate.detail(language, 'meta.description', {
      title: name,
      itemNumber: itemNumber(item.itemNo),
    });
    const car = item.category === CATEGORY.car;
    const structured = {
      '@context': 'https://schema.org',
      '@type': car ? 'Car' : 'Vehicle',
      name,
      description,
      url,
      sku: itemNumber(item.itemNo),
      ...(image ? { image: [image] } : {}),
      brand: { '@type': 'Brand', name: item.engMaker },
      model: item.engDetailModel || item.engModel,
      vehicleModelDate: String(item.year),
      itemCondition: 'https://schema.org/UsedCondition',
      category: translate.detail(language, car ? 'meta.category1' : 'meta.category2'),
      offers: {
        '@type': 'Offer',
        url,
        availability: AVAILABILITY[item.flag] ?? 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: brand },
      },
    };
    const meta = (attribute: 'name' | 'property', key: string, content: string) =>
      `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
    const tags = [
      meta('name', 'description', description),
      meta('property', 'og:type', 'product'),
      meta('property', 'og:site_name', brand),
      meta('property', 'og:title', name),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:locale', languageTag(language)),
      ...(image ? [meta('property', 'og:image', image), meta('name', 'twitter:card', 'summary_large_image')] : []),
      `<script type="application/ld+json">${scriptJson(structured)}</script>`,
    ].join('\n    ');
    return { status: 200, title, tags };
  };
  /** `basis`: the versions read for the request; a head is made once while they hold (decision 0245). */
  return async (
    pathname: string,
    language: LanguageCode,
    origin: string,
    basis: KeptBasis,
  ): Promise<PageHead | undefined> => {
    const match = CAR_DETAIL.exec(pathname);
    if (!match || !isNumericParam(match[1]) || Number(match[1]) > Number.MAX_SAFE_INTEGER) return undefined;
    const itemNo = Number(match[1]);
    return heads.get(`${language} ${itemNo}`, basis, () => made(itemNo, language, origin));
  };
}

/** index.html with the page's own title and description instead of the site's defaults. */
export function withPageHead(indexHtml: string, head: PageHead): string {
  if (!head.title || !head.tags) return indexHtml;
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '')
    .replace('</head>', `    ${head.tags}\n  </head>`);
}
