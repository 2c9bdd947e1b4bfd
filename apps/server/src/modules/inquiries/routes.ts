import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  inquiryBodySchema,
  inquiryDetailSchema,
  inquiryListSchema,
  inquirySummarySchema,
  invoiceValid,
  MAX_UPLOAD_MB,
  statusBodySchema,
} from '@market/domain';
import type { Exporter } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { registerMultipart, withUploads } from '../../platform/uploads.ts';
import type { InquiryNotices } from './inquiry-notices.ts';
import { createInvoicePdf } from './invoice-pdf.ts';
import { createInquiryService, MAX_RECEIPT_FILES, RECEIPT_TYPES } from './service.ts';

const buyerOnly = guard({ roles: ['buyer'], admission: true });
const ilNoQuery = z.object({ ilNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The buyer's side of inquiries: save, list, detail, status changes, invoice PDF and T/T receipts. */
export function inquiryRoutes(
  db: Db,
  storage: FileStorage,
  exporter: Exporter,
  notices: InquiryNotices,
  publicUrl: string,
): FastifyPluginAsyncZod {
  const inquiries = createInquiryService({ db, notices, storage });
  return async (app) => {
    const invoicePdf = await createInvoicePdf(exporter, publicUrl);
    await registerMultipart(app, MAX_RECEIPT_FILES);

    app.post(
      '/inquirys/inquiry',
      {
        preValidation: buyerOnly,
        schema: {
          tags: ['inquiries'],
          summary:
            'Send a purchase inquiry; prices are computed by the server (409 codeNumber 1 duplicate, 2 not for sale)',
          body: inquiryBodySchema,
          response: { 201: z.object({ ilNo: z.number() }) },
        },
      },
      async (request, reply) => {
        const ilNo = await inquiries.save(request.user!, request.body, request.language);
        return reply.status(201).send({ ilNo });
      },
    );

    app.get(
      '/inquirys/list',
      {
        preValidation: buyerOnly,
        schema: {
          tags: ['inquiries'],
          summary:
            "The buyer's inquiries (search by IQ or CB number) with counts for total, to do, proceed and complete",
          querystring: z.object({
            search: z.string().max(30).optional(),
            /** true: the inquiries the buyer hid from the list (they are never destroyed). */
            hidden: z.enum(['true', 'false']).optional(),
          }),
          response: { 200: inquiryListSchema },
        },
      },
      (request) => inquiries.list(request.user!, request.query.search, request.query.hidden === 'true'),
    );

    app.get(
      '/inquirys/carpay',
      {
        preValidation: buyerOnly,
        schema: {
          tags: ['inquiries'],
          summary: 'Carpay: the inquiries in payment, from invoice issued to deposit confirmed',
          response: { 200: z.array(inquirySummarySchema) },
        },
      },
      // Hidden or not: a purchase stays in Carpay once paid.
      async (request) => inquiries.inPayment(request.user!),
    );

    app.get(
      '/inquirys/detail',
      {
        preValidation: buyerOnly,
        schema: {
          tags: ['inquiries'],
          summary: 'One inquiry of the buyer with its history',
          querystring: ilNoQuery,
          response: { 200: inquiryDetailSchema },
        },
      },
      (request) => inquiries.detail(request.query.ilNo, request.user!.userNo),
    );

    app.put(
      '/inquirys/status',
      {
        preValidation: buyerOnly,
        schema: {
          tags: ['inquiries'],
          summary:
            'Cancel, request the invoice, confirm it, ask for a reissue, or remove finished inquiries; all or nothing',
          body: statusBodySchema,
          response: { 200: inquiryListSchema },
        },
      },
      async (request) => {
        await inquiries.updateStatuses(request.user!, request.body.updateList);
        return inquiries.list(request.user!);
      },
    );

    app.get(
      '/inquirys/invoice',
      {
        preValidation: buyerOnly,
        schema: {
          tags: ['inquiries'],
          summary:
            "The current invoice of an inquiry as a PDF in the request's language, with its verification QR code " +
            '(409 once it has expired)',
          querystring: ilNoQuery,
        },
      },
      async (request, reply) => {
        const detail = await inquiries.detail(request.query.ilNo, request.user!.userNo);
        if (!detail.invoice) throw new AppError('NOT_FOUND');
        if (!invoiceValid(detail.state)) {
          throw new AppError('CONFLICT', { messageKey: 'invoiceExpired' });
        }
        // No account is active (all retired is refused, so only before the first is set up): nothing to pay to.
        if (!detail.invoice.bankAccount) throw new AppError('CONFLICT', { messageKey: 'noBankAccount' });
        const pdf = await invoicePdf(detail, request.language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${detail.invoice.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.post(
      '/inquirys/remittance-receipt',
      {
        preValidation: buyerOnly,
        schema: {
          tags: ['inquiries'],
          summary: `Upload T/T receipts (multipart: tilNo = invoice number, files in \`list\`; images or PDF, ${MAX_UPLOAD_MB} MB each)`,
        },
      },
      async (request, reply) => {
        const ilNo = await withUploads(request, RECEIPT_TYPES, MAX_RECEIPT_FILES, ({ files, fields }) => {
          const tilNo = Number(fields.tilNo);
          if (!Number.isSafeInteger(tilNo) || tilNo <= 0)
            throw new AppError('VALIDATION', { fields: { tilNo: 'field.required' } });
          return inquiries.uploadReceipts(request.user!, tilNo, files);
        });
        return reply.status(201).send(await inquiries.detail(ilNo, request.user!.userNo));
      },
    );
  };
}
