import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buyerRequestSchema,
  customRequestBodySchema,
  MAX_UPLOAD_MB,
  quoteRequestBodySchema,
  requestReplyBodySchema,
  staffRequestListSchema,
  staffRequestQuerySchema,
  staffRequestSchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard } from '../../platform/auth.ts';
import type { MessageQueue } from '../../platform/message-queue.ts';
import type { Translate } from '../../platform/messages.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { registerMultipart, withUploads } from '../../platform/uploads.ts';
import { assertMayInquire } from '../inquiries/service.ts';
import { requestReplyMessage } from './reply-mail.ts';
import {
  addCustomRequestImages,
  customRequestsOf,
  IMAGE_TYPES,
  MAX_CUSTOM_REQUEST_IMAGES,
  replyToRequest,
  requestImageKey,
  saveCustomRequest,
  saveQuoteRequest,
  staffRequest,
  staffRequests,
} from './service.ts';

const buyerOnly = guard({ roles: ['buyer'], admission: true });
/** Staff only, for every staff route: 401 without a session, 403 for any other role. */
const staffOnly = guard({ roles: ['staff'], sameUser: false });
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** What the reply to a request needs: the message queue and the `mail` namespace, and the site's address. */
export interface RequestMailer {
  queue: MessageQueue;
  mail: Translate;
  publicUrl: string;
}

/** The buyer's side: a custom car request with its pictures, a quotation request, and their list with the replies. */
function buyerRequestRoutes(db: Db, storage: FileStorage): FastifyPluginAsyncZod {
  const tags = ['inquiries'];
  return async (app) => {
    await registerMultipart(app, MAX_CUSTOM_REQUEST_IMAGES);
    app.post(
      '/inquirys/car-custom-shop',
      {
        preValidation: buyerOnly,
        schema: {
          tags,
          summary: 'A custom car request: the buyer describes a vehicle not listed yet',
          body: customRequestBodySchema,
          response: { 201: z.object({ ccsNo: z.number() }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ ccsNo: await saveCustomRequest(db, request.user!, request.body) }),
    );
    app.get(
      '/inquirys/car-custom-shop',
      {
        preValidation: buyerOnly,
        schema: {
          tags,
          summary: "The buyer's custom car and quotation requests with staff's replies",
          response: { 200: z.array(buyerRequestSchema) },
        },
      },
      (request) => customRequestsOf(db, request.user!),
    );
    app.post(
      '/inquirys/quote-request',
      {
        preValidation: buyerOnly,
        schema: {
          tags,
          summary:
            'Ask staff for a price of a listed vehicle to a country no port of ours serves (docs/decisions/0075)',
          body: quoteRequestBodySchema,
          response: { 201: z.object({ ccsNo: z.number() }) },
        },
      },
      async (request, reply) => {
        assertMayInquire(request.user!, request.language);
        return reply.status(201).send({ ccsNo: await saveQuoteRequest(db, request.user!, request.body) });
      },
    );
    app.post(
      '/inquirys/car-custom-shop-image',
      {
        preValidation: buyerOnly,
        schema: {
          tags,
          summary: `Pictures for a custom car request (multipart: ccsNo, images in imageList; ${MAX_UPLOAD_MB} MB each, 10 at most)`,
          response: { 201: z.object({ ccsNo: z.number(), images: z.number() }) },
        },
      },
      async (request, reply) => {
        return reply.status(201).send(
          await withUploads(request, IMAGE_TYPES, MAX_CUSTOM_REQUEST_IMAGES, async ({ files, fields }) => {
            const ccsNo = Number(fields.ccsNo);
            if (!Number.isSafeInteger(ccsNo) || ccsNo <= 0)
              throw new AppError('VALIDATION', { fields: { ccsNo: 'field.required' } });
            return { ccsNo, images: await addCustomRequestImages(db, storage, request.user!, ccsNo, files) };
          }),
        );
      },
    );
  };
}

/** Staff's side: the queue, one request with its pictures, and the reply, mailed to the buyer in their language. */
function staffRequestRoutes(db: Db, storage: FileStorage, mailer: RequestMailer): FastifyPluginAsyncZod {
  const tags = ['staff'];
  return async (app) => {
    // Before parsing or validating anything: a visitor learns nothing about the staff API but 401.
    app.addHook('onRequest', staffOnly);
    app.get(
      '/staff/requests',
      {
        schema: {
          tags,
          summary: 'Custom car and quotation requests, unanswered first (docs/decisions/0075)',
          querystring: staffRequestQuerySchema,
          response: { 200: staffRequestListSchema },
        },
      },
      async (request) => staffRequests(db, request.query),
    );
    app.get(
      '/staff/requests/:ccsNo',
      {
        schema: {
          tags,
          summary: 'One request',
          params: z.object({ ccsNo: id }),
          response: { 200: staffRequestSchema },
        },
      },
      async (request) => staffRequest(db, request.params.ccsNo),
    );
    app.get(
      '/staff/requests/:ccsNo/images/:index',
      {
        schema: {
          tags,
          summary: "A request's picture (index from 0; mini=true for the thumbnail)",
          params: z.object({ ccsNo: id, index: z.coerce.number().int().min(0).max(100) }),
          querystring: z.object({ mini: z.enum(['true', 'false']).optional() }),
        },
      },
      async (request, reply) => {
        const { ccsNo, index } = request.params;
        const key = await requestImageKey(db, ccsNo, index, request.query.mini === 'true');
        const file = key && (await storage.read(key));
        if (!file) throw new AppError('NOT_FOUND');
        // For staff eyes only: never kept by a shared cache or the browser.
        return reply
          .type('image/webp')
          .header('content-length', file.size)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
    app.post(
      '/staff/requests/:ccsNo/reply',
      {
        schema: {
          tags,
          summary: 'Answer a request; the buyer sees it on their list and is mailed in their language',
          params: z.object({ ccsNo: id }),
          body: requestReplyBodySchema,
          response: { 200: staffRequestSchema },
        },
      },
      async (request) => {
        const { reply } = request.body;
        const answered = await replyToRequest(db, request.user!, request.params.ccsNo, reply, (tx, buyer) =>
          mailer.queue.add(tx, [requestReplyMessage(mailer.mail, buyer, reply, mailer.publicUrl)]),
        );
        await mailer.queue.deliver();
        return answered;
      },
    );
  };
}

/** Custom car and quotation requests (docs/decisions/0075): the buyer asks, staff answer. */
export function customRequestRoutes(db: Db, storage: FileStorage, mailer: RequestMailer): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(buyerRequestRoutes(db, storage));
    await app.register(staffRequestRoutes(db, storage, mailer));
  };
}
