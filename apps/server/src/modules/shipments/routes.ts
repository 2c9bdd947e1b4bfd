import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  etaChangeBodySchema,
  SHIPMENT_DOCUMENT_KINDS,
  shipmentPlaceSchema,
  shipmentSchema,
  shipmentStepBodySchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard, requireLogin } from '../../platform/auth.ts';
import type { MessageQueue } from '../../platform/message-queue.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { DOCUMENT_TYPES, registerMultipart, sendAttachment, withUploads } from '../../platform/uploads.ts';
import type { ShipmentNoticeTexts } from './notices.ts';
import { createShipmentService } from './service.ts';

const staffOnly = guard({ roles: ['staff'] });
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ilNoParams = z.object({ ilNo: id });
const docNoParams = z.object({ docNo: id });
const documentKind = z.enum(SHIPMENT_DOCUMENT_KINDS);

/**
 * Shipments after the deposit (docs/decisions/0145): staff take the steps, change the ETA and upload documents; the
 * buyer reads the timeline of their own inquiry and downloads its documents. Another's inquiry or document is a 404;
 * a visitor gets 401 like on every route not open to visitors (route-policy.test.ts).
 */
export function shipmentRoutes(
  db: Db,
  storage: FileStorage,
  messages: MessageQueue,
  texts: ShipmentNoticeTexts,
): FastifyPluginAsyncZod {
  const service = createShipmentService(db, storage, messages, texts);
  const staffRoute = <Body extends z.ZodType = z.ZodUndefined>(summary: string, body?: Body) => ({
    preValidation: staffOnly,
    schema: {
      tags: ['staff'],
      summary,
      params: ilNoParams,
      ...(body ? { body } : ({} as { body: Body })),
      response: { 200: shipmentSchema },
    },
  });

  return async (app) => {
    await registerMultipart(app);

    app.get('/staff/shipments/:ilNo', staffRoute('The shipment of an inquiry'), (request) =>
      service.view(request.params.ilNo),
    );
    app.post(
      '/staff/shipments/:ilNo/step',
      staffRoute('Move the shipment to its next step, with the fields it requires', shipmentStepBodySchema),
      async (request) => {
        await service.takeStep(request.user!, request.params.ilNo, request.body);
        return service.view(request.params.ilNo);
      },
    );
    app.post(
      '/staff/shipments/:ilNo/eta',
      staffRoute('Move the ETA before arrival, with the reason the buyer is told', etaChangeBodySchema),
      async (request) => {
        await service.changeEta(request.user!, request.params.ilNo, request.body);
        return service.view(request.params.ilNo);
      },
    );
    app.post(
      '/staff/shipments/:ilNo/documents',
      {
        preValidation: staffOnly,
        schema: {
          tags: ['staff'],
          summary:
            'Upload a shipment document (multipart: kind = blCopy, exportCertificate or invoice; the file in `file`)',
          params: ilNoParams,
        },
      },
      async (request, reply) => {
        await withUploads(request, DOCUMENT_TYPES, 1, async ({ files: [file], fields }) => {
          const kind = documentKind.safeParse(fields.kind);
          if (!kind.success) throw new AppError('VALIDATION', { fields: { kind: 'field.required' } });
          if (!file) throw new AppError('VALIDATION', { fields: { file: 'field.required' } });
          await service.addDocument(request.user!, request.params.ilNo, kind.data, file);
        });
        return reply.status(201).send(await service.view(request.params.ilNo));
      },
    );
    app.get(
      '/staff/shipment-documents/:docNo',
      { preValidation: staffOnly, schema: { tags: ['staff'], summary: 'A shipment document', params: docNoParams } },
      async (request, reply) => sendAttachment(reply, await service.document(request.params.docNo)),
    );

    app.get(
      '/inquirys/shipment',
      {
        preValidation: requireLogin,
        schema: {
          tags: ['inquiries'],
          summary: "The buyer's own shipment timeline, ETA, courier and documents (404 for anyone else's inquiry)",
          querystring: ilNoParams,
          response: { 200: shipmentSchema },
        },
      },
      (request) => service.view(request.query.ilNo, request.user!.userNo),
    );
    app.get(
      '/inquirys/shipment-places',
      {
        preValidation: requireLogin,
        schema: {
          tags: ['inquiries'],
          summary: "Where each of the buyer's booked cars is: shipment step and ETA per inquiry",
          response: { 200: z.array(shipmentPlaceSchema) },
        },
      },
      (request) => service.places(request.user!.userNo),
    );
    app.get(
      '/inquirys/shipment-documents/:docNo',
      {
        preValidation: requireLogin,
        schema: {
          tags: ['inquiries'],
          summary: "Download a document of the buyer's own shipment (404 for anyone else's)",
          params: docNoParams,
        },
      },
      async (request, reply) =>
        sendAttachment(reply, await service.document(request.params.docNo, request.user!.userNo)),
    );
  };
}
