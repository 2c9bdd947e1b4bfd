import type { SellerAdmission } from '@market/domain';
import type { Exporter } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { claimAttachedFile } from '../users/service.ts';
import { createStaffRepo, type StaffRepo } from './repo.ts';

/**
 * The seller's side of admission (docs/decisions/0085): where it stands, staff's reason for a refusal, the exporter's
 * contact, and, once refused, asking again with a new business document, which puts the seller back in staff's queue.
 */
export function createAdmissionService(db: Db, contact: Exporter, repo: StaffRepo = createStaffRepo(db)) {
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

  return {
    admissionOf,

    /** A refused seller asks again with a new document (a fresh upload of theirs); 409 unless refused. */
    async askAgain(userNo: number, attachedFile: string): Promise<SellerAdmission> {
      await inTransaction(db, async (tx) => {
        const seller = await repo.seller(tx, userNo, true);
        if (!seller) throw new AppError('NOT_FOUND');
        if (seller.status !== 'refused') throw new AppError('CONFLICT', { messageKey: 'admissionNotRefused' });
        // The refused document stays on file, claimed by the seller: staff may need it later.
        if (!(await claimAttachedFile(tx, attachedFile, userNo))) {
          throw new AppError('VALIDATION', { fields: { attachedFile: 'field.invalid' } });
        }
        await repo.renewAdmission(tx, userNo, attachedFile);
      });
      return admissionOf(userNo);
    },
  };
}
