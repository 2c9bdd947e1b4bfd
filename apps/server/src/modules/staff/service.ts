import { isStaffDeletedFlag, type AdmissionBody, type CurrentUser, type ItemFlagBody } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { admissionMessage, itemDeletedMessage, type StaffMailer } from './admission-mail.ts';
import { recordAudit } from '../../platform/audit.ts';
import { createContactsService } from './contacts-service.ts';
import { createStaffItemsRepo, type StaffItemsRepo } from './items-repo.ts';
import { createStaffRepo, type StaffRepo } from './repo.ts';

/**
 * The back office: sellers, items and sales contacts, to read and to change. Each write is one transaction that changes the record and writes its
 * audit row (who, when, before and after); a record that does not exist answers 404.
 */
export function createStaffService(
  db: Db,
  storage: FileStorage,
  mailer: StaffMailer,
  repo: StaffRepo = createStaffRepo(db),
  itemsRepo: StaffItemsRepo = createStaffItemsRepo(db),
) {
  const sellerState = (row: { admission: boolean; status: string; partners: boolean; secret: boolean }) => ({
    admission: row.admission,
    status: row.status,
    partners: row.partners,
    secret: row.secret,
  });

  async function lockedSeller(tx: Db, userNo: number) {
    const seller = await repo.seller(tx, userNo, true);
    if (!seller) throw new AppError('NOT_FOUND');
    return seller;
  }

  return {
    sellers: repo.sellers,
    seller: (userNo: number) => repo.seller(db, userNo),
    sellerDocument: repo.sellerDocument,
    items: itemsRepo.items,
    /**
     * Approves or refuses a seller, and mails them the outcome in their language. A decision that would not change
     * the seller's status (approving an approved seller, refusing a refused one) answers 409 and mails nothing. The
     * mail is queued with the decision and sent after the commit; a failure is retried, never the request's
     * (docs/decisions/0061, 0106).
     */
    decideAdmission: async (staff: CurrentUser, userNo: number, body: AdmissionBody, origin: string) => {
      const after = await inTransaction(db, async (tx) => {
        const before = await lockedSeller(tx, userNo);
        if (before.status === (body.decision === 'approve' ? 'approved' : 'refused')) {
          throw new AppError('CONFLICT', { messageKey: 'sellerAlreadyDecided' });
        }
        await repo.setAdmission(
          tx,
          userNo,
          staff.userNo,
          body.decision === 'approve' ? { approve: true } : { approve: false, reason: body.reason },
        );
        const after = (await repo.seller(tx, userNo))!;
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: body.decision === 'approve' ? 'seller.approve' : 'seller.refuse',
          entity: 'seller',
          entityId: userNo,
          reason: body.decision === 'refuse' ? body.reason : null,
          before: sellerState(before),
          after: sellerState(after),
        });
        const recipient = (await repo.mailRecipient(tx, userNo))!;
        await mailer.queue.add(tx, [admissionMessage(mailer.mail, recipient, body, origin)]);
        return after;
      });
      await mailer.queue.deliver();
      return after;
    },

    setSellerFlags: (staff: CurrentUser, userNo: number, flags: { partners?: boolean; secret?: boolean }) =>
      inTransaction(db, async (tx) => {
        const before = await lockedSeller(tx, userNo);
        await repo.setSellerFlags(tx, userNo, flags);
        const after = (await repo.seller(tx, userNo))!;
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'seller.flags',
          entity: 'seller',
          entityId: userNo,
          before: sellerState(before),
          after: sellerState(after),
        });
        return after;
      }),

    /**
     * Changes an item's flag with a reason; refused with 409 when the item changed since `version` was read. A staff
     * deletion (4, 5) keeps the reason for the seller and mails them through the queue (decisions 0074, 0106).
     */
    setItemFlag: async (staff: CurrentUser, itemNo: number, body: ItemFlagBody, origin: string) => {
      const staffDeletion = isStaffDeletedFlag(body.flag);
      const result = await inTransaction(db, async (tx) => {
        const before = await itemsRepo.itemFlag(tx, itemNo);
        if (!before) throw new AppError('NOT_FOUND');
        const changed = await itemsRepo.setItemFlag(
          tx,
          itemNo,
          body.flag,
          body.version,
          staffDeletion ? body.reason : null,
        );
        if (!changed) throw new AppError('CONFLICT', { messageKey: 'itemVersionConflict' });
        const { version } = changed;
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'item.flag',
          entity: 'item',
          entityId: itemNo,
          reason: body.reason,
          before,
          after: { flag: body.flag, version },
        });
        if (staffDeletion && !isStaffDeletedFlag(before.flag)) {
          const recipient = (await repo.mailRecipient(tx, changed.sellerNo))!;
          await mailer.queue.add(tx, [
            itemDeletedMessage(mailer.mail, recipient, { itemNo, reason: body.reason }, origin),
          ]);
        }
        return { flag: body.flag, version };
      });
      await mailer.queue.deliver();
      return result;
    },

    ...createContactsService(db, storage),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
