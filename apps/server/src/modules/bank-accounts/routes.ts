import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankAccountChangeBodySchema, bankAccountsViewSchema } from '@market/domain';
import { guard } from '../../platform/auth.ts';
import type { BankAccountService } from './service.ts';

const staffOnly = guard({ roles: ['staff'] });
const changeParams = z.object({ changeNo: z.coerce.number().int().positive().max(2_147_483_647) });
const tags = ['staff'];

/** The console's beneficiary accounts (docs/decisions/0151): staff only; every answer is the whole view again. */
export function bankAccountRoutes(service: BankAccountService): FastifyPluginAsyncZod {
  return async (app) => {
    const response = { 200: bankAccountsViewSchema };
    app.get(
      '/staff/bank-accounts',
      { preValidation: staffOnly, schema: { tags, summary: 'The beneficiary accounts and their changes', response } },
      () => service.view(),
    );
    app.post(
      '/staff/bank-accounts/changes',
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary:
            'Propose a new account, new details or a retirement; it waits for a second staff member (409 while the ' +
            'account has another pending change)',
          body: bankAccountChangeBodySchema,
          response: { 201: bankAccountsViewSchema },
        },
      },
      async (request, reply) => {
        await service.propose(request.user!, request.body);
        return reply.status(201).send(await service.view());
      },
    );
    app.post(
      '/staff/bank-accounts/changes/:changeNo/approve',
      {
        preValidation: staffOnly,
        schema: {
          tags,
          summary: "Approve another staff member's change: it takes effect and buyers with unpaid invoices are mailed",
          params: changeParams,
          response,
        },
      },
      async (request) => {
        await service.approve(request.user!, request.params.changeNo);
        return service.view();
      },
    );
    app.post(
      '/staff/bank-accounts/changes/:changeNo/reject',
      {
        preValidation: staffOnly,
        schema: { tags, summary: 'Turn down or withdraw a pending change', params: changeParams, response },
      },
      async (request) => {
        await service.reject(request.user!, request.params.changeNo);
        return service.view();
      },
    );
  };
}
