import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site writes to the API with 403: the browser's Sec-Fetch-Site when it sends one, else the Origin
 * header against the Host. Requests with neither (curl, server-to-server) carry no ambient cookie risk from a page.
 * https://cheatsheetseries.owasp.org/cheatsheets/Cross-Site_Request_Forgery_Prevention_Cheat_Sheet.html#fetch-metadata-headers
 */
export const csrfPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string') {
      if (site !== 'same-origin' && site !== 'none') throw new AppError('FORBIDDEN');
      return;
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string') {
      let host: string | undefined;
      try {
        host = new URL(origin).host;
      } catch {
        host = undefined;
      }
      if (host === undefined || host !== request.headers.host) throw new AppError('FORBIDDEN');
    }
  });
});
