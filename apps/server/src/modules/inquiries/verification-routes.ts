import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceVerificationSchema } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { clientKey } from '../../platform/client-key.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { createInvoiceCheck } from './service.ts';

/** GET /api/verify/:code: open to everyone (a buyer holding a PDF from an e-mail), rate limited per client (an IPv6 client by its /64). */
export function verificationRoutes(db: Db, limiter: RateLimiter, exporterName: string): FastifyPluginAsyncZod {
  const invoices = createInvoiceCheck(db, limiter, exporterName);
  return async (app) => {
    app.get(
      '/verify/:code',
      {
        schema: {
          tags: ['inquiries'],
          summary:
            "Check an invoice by its verification code: number, amount, the buyer's name masked and the one account " +
            'to pay (404 for a code no invoice has; 429 past 20 lookups in 10 minutes per address)',
          params: z.object({ code: z.string().max(40) }),
          response: { 200: invoiceVerificationSchema },
        },
      },
      async (request, reply) => {
        const answer = await invoices.verify({ client: clientKey(request.ip), code: request.params.code });
        void reply.header('cache-control', 'private, no-store');
        return answer;
      },
    );
  };
}
