import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerBodySchema,
  depositBodySchema,
  invoiceBodySchema,
  staffInquiryDetailSchema,
  staffQueueQuerySchema,
  staffQueueSchema,
  type AnswerBody,
  type DepositBody,
  type InvoiceBody,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import type { BankAccountService } from '../bank-accounts/service.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { InquiryNotices } from './inquiry-notices.ts';
import { createStaffActions } from './staff-service.ts';

const staffOnly = guard({ roles: ['staff'] });
const params = z.object({ ilNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The staff steps of the inquiry flow; each is audited in the inquiry's events (who, when, before and after). */
export function staffInquiryRoutes(
  db: Db,
  storage: FileStorage,
  notices: InquiryNotices,
  accounts: BankAccountService,
): FastifyPluginAsyncZod {
  const actions = createStaffActions(db, notices, accounts, storage);
  const step = (summary: string, body?: z.ZodObject) => ({
    preValidation: staffOnly,
    schema: {
      tags: ['staff'],
      summary,
      params,
      ...(body ? { body } : {}),
      response: { 200: staffInquiryDetailSchema },
    },
  });

  return async (app) => {
    app.get(
      '/staff/inquiries',
      {
        preValidation: staffOnly,
        schema: {
          tags: ['staff'],
          summary: 'The inquiry queue: filters by state, country, item and buyer; sorting and paging',
          querystring: staffQueueQuerySchema,
          response: { 200: staffQueueSchema },
        },
      },
      async (request) => {
        const { list, total } = await actions.queue(request.query);
        return { list, total, page: request.query.page, size: request.query.size };
      },
    );
    app.get(
      '/staff/receipts/:receiptNo',
      {
        preValidation: staffOnly,
        schema: {
          tags: ['staff'],
          summary: 'A T/T receipt as uploaded (re-encoded image or PDF)',
          params: z.object({ receiptNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        },
      },
      async (request, reply) => {
        const receipt = await actions.receipt(request.params.receiptNo);
        const file = receipt && (await storage.read(receipt.fileKey));
        if (!receipt || !file) throw new AppError('NOT_FOUND');
        const extension = receipt.contentType === 'application/pdf' ? 'pdf' : 'webp';
        return reply
          .type(receipt.contentType)
          .header('content-length', file.size)
          .header('content-disposition', `inline; filename="receipt-${request.params.receiptNo}.${extension}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
    app.get('/staff/inquiries/:ilNo', step('One inquiry with its history'), (request) =>
      actions.inquiry(request.params.ilNo),
    );
    app.post(
      '/staff/inquiries/:ilNo/assign',
      step(
        'Assign a manager (1 -> 2); the calling staff member by default',
        z.object({ managerNo: z.number().int().positive().optional() }),
      ),
      async (request) => {
        const body = (request.body ?? {}) as { managerNo?: number };
        await actions.assignManager(request.user!, request.params.ilNo, body.managerNo);
        return actions.inquiry(request.params.ilNo);
      },
    );
    app.post('/staff/inquiries/:ilNo/prepare', step('Start preparing the answer (2 -> 3)'), async (request) => {
      await actions.prepareAnswer(request.user!, request.params.ilNo);
      return actions.inquiry(request.params.ilNo);
    });
    app.post(
      '/staff/inquiries/:ilNo/answer',
      step('Send the answer: final price, terms, remarks (3 -> 4)', answerBodySchema),
      async (request) => {
        await actions.sendAnswer(request.user!, request.params.ilNo, request.body as AnswerBody);
        return actions.inquiry(request.params.ilNo);
      },
    );
    app.post(
      '/staff/inquiries/:ilNo/invoice',
      step(
        'Issue (or reissue) the invoice (5 -> 6); amount defaults to the answered price, deadline to 7 days, the ' +
          'account to the first active one (409 noBankAccount while none is active)',
        invoiceBodySchema,
      ),
      async (request) => {
        const body = request.body as InvoiceBody;
        await actions.issueInvoice(request.user!, request.params.ilNo, {
          ...(body.amount === undefined ? {} : { amount: body.amount }),
          ...(body.bankAccountNo === undefined ? {} : { bankAccountNo: body.bankAccountNo }),
          ...(body.depositDeadline === undefined ? {} : { depositDeadline: new Date(body.depositDeadline) }),
        });
        return actions.inquiry(request.params.ilNo);
      },
    );
    app.post(
      '/staff/inquiries/:ilNo/deposit',
      step(
        'Confirm the deposit (8 -> 9, items sold) or reject the receipt with a reason (8 -> 7)',
        depositBodySchema as unknown as z.ZodObject,
      ),
      async (request) => {
        const body = request.body as DepositBody;
        if (body.decision === 'confirm') await actions.confirmDeposit(request.user!, request.params.ilNo);
        else await actions.rejectReceipt(request.user!, request.params.ilNo, body.reason);
        return actions.inquiry(request.params.ilNo);
      },
    );
  };
}
