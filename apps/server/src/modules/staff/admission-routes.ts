import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admissionRequestBodySchema, sellerAdmissionSchema } from '@market/domain';
import type { Exporter } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { guard, requireUser } from '../../platform/auth.ts';
import { createAdmissionService } from './admission-service.ts';

/** Sellers and dealers, approved or not: their own admission is what they may read and renew. */
const sellerOnly = guard({ roles: ['seller'] });

/** The seller's side of admission (docs/decisions/0085): where it stands, and asking again once refused. */
export function sellerAdmissionRoutes(db: Db, contact: Exporter): FastifyPluginAsyncZod {
  const admission = createAdmissionService(db, contact);
  return async (app) => {
    app.get(
      '/user/admission',
      {
        preValidation: sellerOnly,
        schema: {
          tags: ['user'],
          summary: "The seller's admission: pending, approved or refused (with staff's reason), and whom to contact",
          response: { 200: sellerAdmissionSchema },
        },
      },
      async (request) => admission.admissionOf(requireUser(request).userNo),
    );

    app.post(
      '/user/admission',
      {
        preValidation: sellerOnly,
        schema: {
          tags: ['user'],
          summary:
            'A refused seller asks again with a new business document (fileKey of upload-attached-file); 409 otherwise',
          body: admissionRequestBodySchema,
          response: { 200: sellerAdmissionSchema },
        },
      },
      async (request) => admission.askAgain(requireUser(request).userNo, request.body.attachedFile),
    );
  };
}
