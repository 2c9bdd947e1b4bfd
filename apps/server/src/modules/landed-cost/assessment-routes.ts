import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customsAssessmentBodySchema, customsAssessmentSchema, landedCostErrorSchema } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard, requireLogin } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { DOCUMENT_TYPES, registerMultipart, sendAttachment, withUploads } from '../../platform/uploads.ts';
import { createAssessmentService } from './assessment-service.ts';

const staffOnly = guard({ roles: ['staff'] });
const ilNo = z.object({ ilNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Customs assessments (issue 18, docs/decisions/0146): the buyer uploads theirs after arrival and reads it back (404
 * for anyone else's inquiry); staff read it, record its amount (audited) and see the estimate's error per country.
 */
export function assessmentRoutes(db: Db, storage: FileStorage): FastifyPluginAsyncZod {
  const service = createAssessmentService(db, storage);
  return async (app) => {
    await registerMultipart(app);
    const buyer = { preValidation: requireLogin, tags: ['inquiries'] };
    const staff = { preValidation: staffOnly, tags: ['staff'] };

    app.get(
      '/inquirys/customs-assessment',
      {
        preValidation: buyer.preValidation,
        schema: {
          tags: buyer.tags,
          summary: "The buyer's own customs assessment: file, recorded amount and estimate (404 for another's)",
          querystring: ilNo,
          response: { 200: customsAssessmentSchema },
        },
      },
      (request) => service.view(request.query.ilNo, request.user!.userNo),
    );
    app.post(
      '/inquirys/customs-assessment',
      {
        preValidation: buyer.preValidation,
        schema: {
          tags: buyer.tags,
          summary: 'Upload the customs assessment after arrival (multipart `file`: PDF or image; one per inquiry)',
          querystring: ilNo,
          response: { 201: customsAssessmentSchema },
        },
      },
      async (request, reply) => {
        const view = await withUploads(request, DOCUMENT_TYPES, 1, async ({ files: [file] }) => {
          if (!file) throw new AppError('VALIDATION', { fields: { file: 'field.required' } });
          return service.upload(request.user!.userNo, request.query.ilNo, file);
        });
        return reply.status(201).send(view);
      },
    );
    app.get(
      '/inquirys/customs-assessment/file',
      {
        preValidation: buyer.preValidation,
        schema: { tags: buyer.tags, summary: 'Download the own customs assessment', querystring: ilNo },
      },
      async (request, reply) => sendAttachment(reply, await service.file(request.query.ilNo, request.user!.userNo)),
    );

    app.get(
      '/staff/customs-assessments/:ilNo',
      {
        preValidation: staff.preValidation,
        schema: {
          tags: staff.tags,
          summary: "An inquiry's customs assessment with the estimate's error",
          params: ilNo,
          response: { 200: customsAssessmentSchema },
        },
      },
      (request) => service.view(request.params.ilNo),
    );
    app.get(
      '/staff/customs-assessments/:ilNo/file',
      {
        preValidation: staff.preValidation,
        schema: { tags: staff.tags, summary: "The buyer's customs assessment file", params: ilNo },
      },
      async (request, reply) => sendAttachment(reply, await service.file(request.params.ilNo)),
    );
    app.put(
      '/staff/customs-assessments/:ilNo',
      {
        preValidation: staff.preValidation,
        schema: {
          tags: staff.tags,
          summary: 'Record the amount of the customs assessment in US dollars (after arrival; audited)',
          params: ilNo,
          body: customsAssessmentBodySchema,
          response: { 200: customsAssessmentSchema },
        },
      },
      (request) => service.record(request.user!, request.params.ilNo, request.body),
    );
    app.get(
      '/staff/landed-cost-errors',
      {
        preValidation: staff.preValidation,
        schema: {
          tags: staff.tags,
          summary: "The landed cost estimate's median error per destination country, from the recorded assessments",
          response: { 200: z.array(landedCostErrorSchema) },
        },
      },
      () => service.errors(),
    );
  };
}
