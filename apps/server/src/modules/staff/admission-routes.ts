import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { admissionRequestBodySchema, sellerAdmissionSchema, type SellerAdmission } from '@market/domain';
import type { Exporter } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard, requireUser } from '../../platform/auth.ts';
import { claimAttachedFile } from '../users/service.ts';
import { createStaffRepo } from './repo.ts';

/** Sellers and dealers, approved or not: their own admission is what they may read and renew. */
const sellerOnly = guard({ roles: ['seller'] });

/**
 * The seller's side of admission (docs/decisions/0085): where it stands, staff's reason for a refusal, the exporter's
 * contact, and, once refused, asking again with a new business document, which puts the seller back in staff's queue.
 */
export function sellerAdmissionRoutes(db: Db, contact: Exporter): FastifyPluginAsyncZod {
  const repo = createStaffRepo(db);

  async function admissionOf(userNo: number): Promise<SellerAdmission> {
    const row = await repo.admission(userNo);
    if (!row) throw new AppError('NOT_FOUND');
    return {
      status: row.status,
      reason: row.reason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      renewedAt: row.renewedAt?.toISOString() ?? null,
      contact: { name: contact.name, email: contact.email ?? null, phone: contact.phone ?? null },
    };
  }

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
      async (request) => admissionOf(requireUser(request).userNo),
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
      async (request) => {
        const { userNo } = requireUser(request);
        await inTransaction(db, async (tx) => {
          const seller = await repo.seller(tx, userNo, true);
          if (!seller) throw new AppError('NOT_FOUND');
          if (seller.status !== 'refused') throw new AppError('CONFLICT', { messageKey: 'admissionNotRefused' });
          // The refused document stays on file, claimed by the seller: staff may need it later.
          if (!(await claimAttachedFile(tx, request.body.attachedFile, userNo))) {
            throw new AppError('VALIDATION', { fields: { attachedFile: 'field.invalid' } });
          }
          await repo.renewAdmission(tx, userNo, request.body.attachedFile);
        });
        return admissionOf(userNo);
      },
    );
  };
}
