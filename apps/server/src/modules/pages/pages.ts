import type { FastifyRequest } from 'fastify';
import { isPublicRoute, type CurrentUser, type PersonalPageData } from '@market/domain';
import { KeptText } from '../../platform/compressed-text.ts';
import { budgetClient, type FairShare } from '../../platform/fair-share.ts';
import type { PageAnswer, PageRenderer } from '../../platform/web-app.ts';
import { classAnswers, isKeptForMembers, memberClass, withPersonalData, type MemberTemplate } from './member-pages.ts';
import type { KeptPage, PageBasis, PageCache } from './page-cache.ts';
import {
  alternateLinks,
  withDocumentLanguage,
  withFirstHeadTags,
  withHeadTags,
  withRenderedPage,
} from './page-html.ts';
import { createRenderQueue } from './render-queue.ts';
import { renderPage, type RenderAnswers, type ServerRenderer } from './server-render.ts';

/** A page's own head and status (seo module). */
interface SeoHead {
  status: number;
  html: string;
}

/** Renders of one client under way at most: the rest of a burst waits its turn at the client's (429, 1 s). */
const MAX_RENDERS_PER_CLIENT = 2;
/** Renders under way in a process at most: more only share the core, each ending later (decision 0346). */
const RENDERS_AT_ONCE = 2;
/** A render that has not started by then is not made: the page goes out as the shell, which the browser renders. */
const RENDER_WAIT_MS = 2_000;

const shared = (page: KeptPage): PageAnswer => ({ status: page.status, html: page.html, shared: { etag: page.etag } });

/**
 * The key of a visitor's page: its language, path and query with the parameters in order (`?b=2&a=1` is `?a=1&b=2`).
 * `lang` stays in it: the canonical address of a page asked with it differs.
 */
function pageKey(url: string, language: number): string {
  const { pathname, searchParams } = new URL(url, 'http://page.invalid');
  searchParams.sort();
  const query = searchParams.toString();
  return `${language} ${pathname}${query ? `?${query}` : ''}`;
}

/**
 * Every page in the visitor's language and direction; public pages with their canonical and language alternates,
 * rendered on the server when the web app was built with its server render (docs/decisions/0090). Private pages
 * (account, seller, staff, my inquiries) stay the shell the browser renders. seoPage gives a page its own head
 * and status (404 and 410 pages are not rendered).
 *
 * A visitor's public page (no live session) is the same for every visitor in a language: it is kept (`cache`) while
 * the versions it was rendered under hold (decision 0226) and may be kept by a shared cache for a short time; a
 * member's page is kept in the same way for their class, their own data appended to each answer (decision 0345), and
 * never stored by a shared cache. A render is counted against its client's budget
 * (fairShare): over it, the page is the shell with 429 and Retry-After (the browser renders it; a crawler waits).
 */
export function pagesRenderer(options: {
  seoPage: (request: FastifyRequest, pathname: string, indexHtml: string) => Promise<SeoHead | undefined>;
  renderer?: ServerRenderer;
  origin: string;
  cache: PageCache;
  /** The versions of what a page shows, as of this request. */
  basis: (request: FastifyRequest) => Promise<PageBasis>;
  /** The user of the request's live session, if it has one. */
  sessionUser: (request: FastifyRequest) => Promise<CurrentUser | undefined>;
  /** Members' pages kept per class (decision 0345). */
  memberCache: PageCache<MemberTemplate>;
  /** A member's own part of a page: their user and, on a detail page, their recently viewed list. */
  personalData: (request: FastifyRequest, user: CurrentUser, pathname: string) => Promise<PersonalPageData>;
  /** Each client's budget of renders (decision 0227). */
  fairShare: FairShare;
  /** Told of each page answered from the cache: what its render would have done (a detail page's view, by whom). */
  served?: (request: FastifyRequest, pathname: string, userNo: number | undefined) => void;
}): PageRenderer {
  const queue = createRenderQueue({ atOnce: RENDERS_AT_ONCE, maxWaitMs: RENDER_WAIT_MS });
  /** The page, rendered for `client` when its turn comes (the client with most budget left first). */
  const made = async (
    request: FastifyRequest,
    pathname: string,
    indexHtml: string,
    client?: string,
    answers?: RenderAnswers,
  ) => {
    const head = await options.seoPage(request, pathname, indexHtml);
    const status = head?.status ?? 200;
    const html = withDocumentLanguage(head?.html ?? indexHtml, request.language);
    if (status !== 200 || !isPublicRoute(pathname)) return { status, html, rendered: false };
    const { renderer } = options;
    const page =
      renderer &&
      client !== undefined &&
      (await queue.run(options.fairShare.left(client), () => renderPage(renderer, request, answers)));
    const withHead = withHeadTags(html, alternateLinks(options.origin, request.url));
    if (!page || !renderer) return { status, html: withHead, rendered: false };
    return {
      status,
      html: withRenderedPage(withFirstHeadTags(withHead, page.head), page, renderer.PAGE_DATA_ID),
      rendered: true,
    };
  };

  /** Renders under way per client: a burst of a client's budget is rendered a few at a time, not all at once. */
  const rendering = new Map<string, number>();
  /**
   * The shell in each language, compressed once: a client refused many times a second is answered with bytes made
   * once, not a compression per refusal on the core the others' pages need.
   */
  const shells = new Map<FastifyRequest['language'], { indexHtml: string; shell: KeptText }>();
  const shellOf = (indexHtml: string, language: FastifyRequest['language']) => {
    let kept = shells.get(language);
    if (kept?.indexHtml !== indexHtml) {
      kept = { indexHtml, shell: new KeptText(withDocumentLanguage(indexHtml, language)) };
      shells.set(language, kept);
    }
    return kept.shell;
  };
  /**
   * The shell with 429 when the client has MAX_RENDERS_PER_CLIENT under way or no render left in its budget; `spend`
   * false only asks, spending nothing.
   */
  const refused = (
    request: FastifyRequest,
    indexHtml: string,
    client: string,
    spend = true,
  ): PageAnswer | undefined => {
    const refusal =
      (rendering.get(client) ?? 0) >= MAX_RENDERS_PER_CLIENT
        ? { retryAfterSeconds: 1 }
        : spend
          ? options.fairShare.take(client)
          : options.fairShare.refusal(client);
    return refusal && { status: 429, html: shellOf(indexHtml, request.language), ...refusal };
  };
  /** `render` counted as under way for the client while it runs. */
  const renderingFor = async <T>(client: string, render: () => Promise<T>): Promise<T> => {
    rendering.set(client, (rendering.get(client) ?? 0) + 1);
    try {
      return await render();
    } finally {
      const left = (rendering.get(client) ?? 1) - 1;
      if (left > 0) rendering.set(client, left);
      else rendering.delete(client);
    }
  };

  /**
   * The page kept for `key` (fromKept), or rendered by `render` for this request and kept for the next when it says
   * so; a refusal when the client may not start a render. Nothing kept or being rendered for the key: a render
   * whatever the versions, so a client over its budget (a crawler's new addresses) is refused before they are read, a
   * statement on the database's queue (decision 0322).
   */
  async function keptOrRendered<Page>(
    cache: PageCache<Page>,
    key: string,
    request: FastifyRequest,
    indexHtml: string,
    client: string,
    render: () => Promise<{ status: number; html: string; keep: boolean }>,
  ): Promise<{ refusal: PageAnswer } | { page: Page; fromKept: boolean }> {
    const early = cache.holds(key) ? undefined : refused(request, indexHtml, client, false);
    if (early) return { refusal: early };
    const basis = await options.basis(request);
    const kept = cache.find(key, basis);
    // Only a request that starts a render pays for it; nothing is awaited between find and keep.
    if (kept) return { page: await kept, fromKept: true };
    const refusal = refused(request, indexHtml, client);
    if (refusal) return { refusal };
    return { page: await cache.keep(key, basis, () => renderingFor(client, render)), fromKept: false };
  }

  /**
   * A member's page (decision 0345): kept per page and member class, rendered as the class member sees it, with the
   * member's own data appended for the browser; a page no class shares is rendered for its member, never kept.
   */
  async function memberPage(request: FastifyRequest, pathname: string, indexHtml: string, user: CurrentUser) {
    const client = budgetClient(request, user.userNo);
    if (!isKeptForMembers(pathname))
      return (
        refused(request, indexHtml, client) ?? renderingFor(client, () => made(request, pathname, indexHtml, client))
      );
    const key = `${pageKey(request.url, request.language)} ${memberClass(user)}`;
    const answer = await keptOrRendered(options.memberCache, key, request, indexHtml, client, async () => {
      const page = await made(request, pathname, indexHtml, client, classAnswers(user));
      return { ...page, keep: page.rendered };
    });
    if ('refusal' in answer) return answer.refusal;
    const { page, fromKept } = answer;
    if (!page.rendered) return { status: page.status, html: page.head.withSuffix(page.tail) };
    const personal = await options.personalData(request, user, pathname);
    if (fromKept) options.served?.(request, pathname, user.userNo);
    return { status: page.status, html: withPersonalData(page, personal) };
  }

  return async (request, pathname, indexHtml) => {
    if (!options.renderer || !isPublicRoute(pathname)) return made(request, pathname, indexHtml);
    const user = await options.sessionUser(request);
    if (user) return memberPage(request, pathname, indexHtml, user);
    const key = pageKey(request.url, request.language);
    const client = budgetClient(request, undefined);
    const answer = await keptOrRendered(options.cache, key, request, indexHtml, client, async () => {
      const page = await made(request, pathname, indexHtml, client);
      // A page the render could not make (a failed query, the timeout) is not kept: the next visitor tries again.
      return { ...page, keep: page.rendered || page.status !== 200 };
    });
    if ('refusal' in answer) return answer.refusal;
    if (answer.fromKept) options.served?.(request, pathname, undefined);
    return shared(answer.page);
  };
}
