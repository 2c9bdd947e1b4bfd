import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARRIVAL_SLOTS,
  arrivalMatchSchema,
  arrivalOutcomeBodySchema,
  arrivalReportBodySchema,
  HANDOVER_PICTURE_TYPES,
  HANDOVER_VIDEO_TYPES,
  isVideoSlot,
  LOADING_SLOTS,
  loadingSetSchema,
  maxSlotBytes,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard, requireLogin } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { registerMultipart, sendAttachment, withUploads, type Upload } from '../../platform/uploads.ts';
import { createArrivalMatchService, type SellerTelling } from './arrival-match-service.ts';
import { createLoadingSetService } from './loading-set-service.ts';

const staffOnly = guard({ roles: ['staff'] });
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const loadingSlot = z.enum(LOADING_SLOTS);
const arrivalSlot = z.enum(ARRIVAL_SLOTS);
const staffParams = z.object({ ilNo: id });
const staffSlotParams = z.object({ ilNo: id, slot: loadingSlot });
const staffArrivalParams = z.object({ ilNo: id, slot: arrivalSlot });
const buyerQuery = z.object({ ilNo: id });
const buyerSlotQuery = z.object({ ilNo: id, slot: loadingSlot });
const buyerArrivalQuery = z.object({ ilNo: id, slot: arrivalSlot });

/** One file of a slot: a picture, or for the cold start a video of up to MAX_VIDEO_BYTES; type read from its bytes. */
const receiveSlotFile = <T>(
  request: Parameters<typeof withUploads>[0],
  slot: (typeof LOADING_SLOTS)[number],
  use: (file: Upload) => Promise<T>,
) =>
  withUploads(
    request,
    isVideoSlot(slot) ? HANDOVER_VIDEO_TYPES : HANDOVER_PICTURE_TYPES,
    1,
    async ({ files: [file] }) => {
      if (!file) throw new AppError('VALIDATION', { fields: { file: 'field.required' } });
      return use(file);
    },
    maxSlotBytes(slot),
  );

/**
 * The vehicle's condition after payment (issue 31, docs/decisions/0255-0257): staff upload and seal the loading set
 * and record the outcome of an arrival report; the buyer reads the set of their own inquiry, uploads arrival pictures
 * and reports differences within the window. Anyone else's inquiry is a 404; a visitor gets 401.
 */
export function handoverRoutes(db: Db, storage: FileStorage, seller: SellerTelling): FastifyPluginAsyncZod {
  const loading = createLoadingSetService(db, storage);
  const arrival = createArrivalMatchService(db, storage, seller);
  const staff = <S extends object>(summary: string, schema: S) => ({
    preValidation: staffOnly,
    schema: { tags: ['staff'], summary, ...schema },
  });
  const buyer = <S extends object>(summary: string, schema: S) => ({
    preValidation: requireLogin,
    schema: { tags: ['inquiries'], summary, ...schema },
  });

  return async (app) => {
    await registerMultipart(app);

    app.get(
      '/staff/shipments/:ilNo/loading-set',
      staff('The loading set of an inquiry: each slot with its SHA-256, size and time, and the seal', {
        params: staffParams,
        response: { 200: loadingSetSchema },
      }),
      (request) => loading.view(request.params.ilNo),
    );
    app.post(
      '/staff/shipments/:ilNo/loading-set/:slot',
      staff(
        'Upload one slot of the loading set while the shipment is booked and the set unsealed (multipart `file`: a ' +
          'picture, or for coldStart a video of up to 100 MB)',
        { params: staffSlotParams, response: { 201: loadingSetSchema } },
      ),
      async (request, reply) => {
        const { ilNo, slot } = request.params;
        await receiveSlotFile(request, slot, (file) => loading.upload(request.user!, ilNo, slot, file));
        return reply.status(201).send(await loading.view(ilNo));
      },
    );
    app.post(
      '/staff/shipments/:ilNo/loading-set/seal',
      staff('Seal the complete loading set: nothing of it changes afterwards, for anyone', {
        params: staffParams,
        response: { 200: loadingSetSchema },
      }),
      async (request) => {
        await loading.seal(request.user!, request.params.ilNo);
        return loading.view(request.params.ilNo);
      },
    );
    app.get(
      '/staff/shipments/:ilNo/loading-set/:slot/file',
      staff('One file of the loading set', { params: staffSlotParams }),
      async (request, reply) => sendAttachment(reply, await loading.file(request.params.ilNo, request.params.slot)),
    );
    app.get(
      '/staff/shipments/:ilNo/arrival',
      staff("The buyer's arrival pictures, report and outcome", {
        params: staffParams,
        response: { 200: arrivalMatchSchema },
      }),
      (request) => arrival.view(request.params.ilNo),
    );
    app.get(
      '/staff/shipments/:ilNo/arrival/:slot/file',
      staff("One of the buyer's arrival pictures", { params: staffArrivalParams }),
      async (request, reply) => sendAttachment(reply, await arrival.file(request.params.ilNo, request.params.slot)),
    );
    app.put(
      '/staff/shipments/:ilNo/arrival-outcome',
      staff('Record the outcome of the arrival report (once, audited; the seller is mailed)', {
        params: staffParams,
        body: arrivalOutcomeBodySchema,
        response: { 200: arrivalMatchSchema },
      }),
      async (request) => {
        await arrival.recordOutcome(request.user!, request.params.ilNo, request.body);
        return arrival.view(request.params.ilNo);
      },
    );

    app.get(
      '/inquirys/loading-set',
      buyer("The loading set of the buyer's own inquiry (404 for anyone else's)", {
        querystring: buyerQuery,
        response: { 200: loadingSetSchema },
      }),
      (request) => loading.view(request.query.ilNo, request.user!.userNo),
    );
    app.get(
      '/inquirys/loading-set/file',
      buyer('One file of the own loading set', { querystring: buyerSlotQuery }),
      async (request, reply) =>
        sendAttachment(reply, await loading.file(request.query.ilNo, request.query.slot, request.user!.userNo)),
    );
    app.get(
      '/inquirys/arrival',
      buyer('The arrival side of the own inquiry: pictures, window, report and outcome', {
        querystring: buyerQuery,
        response: { 200: arrivalMatchSchema },
      }),
      (request) => arrival.view(request.query.ilNo, request.user!.userNo),
    );
    app.post(
      '/inquirys/arrival/file',
      buyer('Upload one arrival picture within 14 days of arrival (multipart `file`)', {
        querystring: buyerArrivalQuery,
        response: { 201: arrivalMatchSchema },
      }),
      async (request, reply) => {
        const { ilNo, slot } = request.query;
        await receiveSlotFile(request, slot, (file) => arrival.upload(request.user!.userNo, ilNo, slot, file));
        return reply.status(201).send(await arrival.view(ilNo, request.user!.userNo));
      },
    );
    app.get(
      '/inquirys/arrival/file',
      buyer('One arrival picture of the own inquiry', { querystring: buyerArrivalQuery }),
      async (request, reply) =>
        sendAttachment(reply, await arrival.file(request.query.ilNo, request.query.slot, request.user!.userNo)),
    );
    app.post(
      '/inquirys/arrival/report',
      buyer('Report differences found at arrival, by category, with a text (once, within 14 days)', {
        querystring: buyerQuery,
        body: arrivalReportBodySchema,
        response: { 201: arrivalMatchSchema },
      }),
      async (request, reply) => {
        await arrival.report(request.user!.userNo, request.query.ilNo, request.body);
        return reply.status(201).send(await arrival.view(request.query.ilNo, request.user!.userNo));
      },
    );
  };
}
