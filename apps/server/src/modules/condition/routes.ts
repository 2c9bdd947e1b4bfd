import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conditionBodySchema,
  conditionDocumentKindSchema,
  conditionViewSchema,
  pendingConditionSchema,
  verifyConditionBodySchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard, requireLogin } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { DOCUMENT_TYPES, registerMultipart, sendAttachment, withUploads } from '../../platform/uploads.ts';
import { createConditionService } from './service.ts';

const number = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const itemNoQuery = z.object({ itemNo: number });
const documentParams = z.object({ itemNo: number, docNo: number });
const sellerOnly = guard({ roles: ['seller'], admission: true });
const staffOnly = guard({ roles: ['staff'] });

/**
 * The condition evidence of a listing (issue 31, docs/decisions/0250, 0251): inspection record, history and their
 * originals. Sellers write their own listing's (404 for another's), anyone who may see the listing reads it (masked
 * for a visitor who must log in), staff verify it.
 */
export function conditionRoutes(db: Db, storage: FileStorage): FastifyPluginAsyncZod {
  const service = createConditionService(db, storage);
  return async (app) => {
    await registerMultipart(app);
    const tags = ['condition'];

    app.get(
      '/items/condition',
      {
        schema: {
          tags,
          summary: "A listing's inspection record, history and originals (masked for a visitor who must log in)",
          querystring: itemNoQuery,
          response: { 200: conditionViewSchema },
        },
      },
      (request) => service.read(request.query.itemNo, request.user ?? null),
    );
    app.put(
      '/items/condition',
      {
        preValidation: sellerOnly,
        schema: {
          tags,
          summary: "The seller's inspection record and history of their listing (declared until staff verify it)",
          querystring: itemNoQuery,
          body: conditionBodySchema,
          response: { 200: conditionViewSchema },
        },
      },
      (request) => service.save(request.user!, request.query.itemNo, request.body),
    );
    app.post(
      '/items/condition/documents',
      {
        preValidation: sellerOnly,
        schema: {
          tags,
          summary: 'Upload an original (multipart `kind`: inspection or history, `file`: PDF or picture)',
          querystring: itemNoQuery,
          response: { 201: conditionViewSchema },
        },
      },
      async (request, reply) => {
        const view = await withUploads(request, DOCUMENT_TYPES, 1, async ({ files: [file], fields }) => {
          const kind = conditionDocumentKindSchema.safeParse(fields.kind);
          if (!kind.success) {
            const message = fields.kind === undefined ? 'field.required' : 'field.invalid';
            throw new AppError('VALIDATION', { fields: { kind: message } });
          }
          if (!file) throw new AppError('VALIDATION', { fields: { file: 'field.required' } });
          return service.addDocument(request.user!, request.query.itemNo, kind.data, file);
        });
        return reply.status(201).send(view);
      },
    );
    app.delete(
      '/items/condition/documents/:docNo',
      {
        preValidation: sellerOnly,
        schema: {
          tags,
          summary: 'Remove an original of the own listing (the record is declared again)',
          params: z.object({ docNo: number }),
          querystring: itemNoQuery,
          response: { 200: conditionViewSchema },
        },
      },
      (request) => service.removeDocument(request.user!, request.query.itemNo, request.params.docNo),
    );
    app.get(
      '/items/:itemNo/condition/documents/:docNo',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'An original of the record, for members who may see the listing, its seller and staff',
          params: documentParams,
        },
      },
      async (request, reply) =>
        sendAttachment(reply, await service.document(request.params.itemNo, request.params.docNo, request.user!)),
    );

    app.get(
      '/staff/conditions',
      {
        preValidation: staffOnly,
        schema: {
          tags: ['staff'],
          summary: 'Condition records waiting for verification, the oldest edit first',
          response: { 200: z.array(pendingConditionSchema) },
        },
      },
      () => service.pending(),
    );
    app.get(
      '/staff/conditions/:itemNo',
      {
        preValidation: staffOnly,
        schema: {
          tags: ['staff'],
          summary: "A listing's condition record with its originals and who verified it",
          params: itemNoQuery,
          response: { 200: conditionViewSchema },
        },
      },
      (request) => service.staffRead(request.params.itemNo),
    );
    app.put(
      '/staff/conditions/:itemNo/verify',
      {
        preValidation: staffOnly,
        schema: {
          tags: ['staff'],
          summary: 'Mark the record verified against its originals (the version read; audited)',
          params: itemNoQuery,
          body: verifyConditionBodySchema,
          response: { 200: conditionViewSchema },
        },
      },
      (request) => service.verify(request.user!, request.params.itemNo, request.body),
    );
  };
}
