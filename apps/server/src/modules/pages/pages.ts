import { isPublicRoute } from '@market/domain';
import type { PageRenderer } from '../../platform/web-app.ts';
import {
  alternateLinks,
  withDocumentLanguage,
  withFirstHeadTags,
  withHeadTags,
  withRenderedPage,
} from './page-html.ts';
import { renderPage, type ServerRenderer } from './server-render.ts';

/**
 * Every page in the visitor's language and direction; public pages with their canonical and language alternates,
 * rendered on the server when the web app was built with its server render (docs/decisions/0090). Private pages
 * (account, seller, staff, my inquiries) stay the shell the browser renders. seoPage gives a page its own head
 * and status (404 and 410 pages are not rendered).
 */
export function pagesRenderer(options: {
  seoPage: PageRenderer;
  renderer?: ServerRenderer;
  origin: string;
}): PageRenderer {
  return async (request, pathname, indexHtml) => {
    const head = await options.seoPage(request, pathname, indexHtml);
    const status = head?.status ?? 200;
    const html = withDocumentLanguage(head?.html ?? indexHtml, request.language);
    if (status !== 200 || !isPublicRoute(pathname)) return { status, html };
    const page = options.renderer && (await renderPage(options.renderer, request));
    const withHead = withHeadTags(html, alternateLinks(options.origin, request.url));
    return {
      status,
      html:
        page && options.renderer
          ? withRenderedPage(withFirstHeadTags(withHead, page.head), page, options.renderer.PAGE_DATA_ID)
          : withHead,
    };
  };
}
