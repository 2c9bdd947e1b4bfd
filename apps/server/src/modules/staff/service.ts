import { randomUUID } from 'node:crypto';
import {
  isStaffDeletedFlag,
  type AdmissionBody,
  type ContactBody,
  type ContactGroupBody,
  type CurrentUser,
  type ItemFlagBody,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { reencodeImage, type Upload } from '../../platform/uploads.ts';
import { admissionMessage, itemDeletedMessage, type StaffMailer } from './admission-mail.ts';
import { recordAudit } from '../../platform/audit.ts';
import { createStaffRepo, type StaffRepo } from './repo.ts';

/** Sales contact portraits are public (served under /api/media/contacts/...). */
export const CONTACT_PICTURE_PREFIX = 'contacts';

/**
 * The back office: its lists, and its writes. Each write is one transaction that changes the record and writes its
 * audit row (who, when, before and after); a record that does not exist answers 404.
 */
export function createStaffService(
  db: Db,
  storage: FileStorage,
  mailer: StaffMailer,
  repo: StaffRepo = createStaffRepo(db),
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

  async function reorder(existing: number[], order: number[], apply: (id: number, sort: number) => Promise<unknown>) {
    const wanted = new Set(order);
    if (wanted.size !== order.length || wanted.size !== existing.length || existing.some((id) => !wanted.has(id))) {
      throw new AppError('VALIDATION', { fields: { order: 'field.invalid' } });
    }
    for (const [sort, id] of order.entries()) await apply(id, sort);
  }

  return {
    sellers: repo.sellers,
    seller: (userNo: number) => repo.seller(db, userNo),
    sellerDocument: repo.sellerDocument,
    items: repo.items,
    contactGroups: () => repo.contactGroups(),
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
        const before = await repo.itemFlag(tx, itemNo);
        if (!before) throw new AppError('NOT_FOUND');
        const changed = await repo.setItemFlag(tx, itemNo, body.flag, body.version, staffDeletion ? body.reason : null);
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

    createGroup: (staff: CurrentUser, body: ContactGroupBody) =>
      inTransaction(db, async (tx) => {
        const sort = await repo.nextGroupSort(tx);
        const group = await repo.insertGroup(tx, { ...body, sort });
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'contactGroup.create',
          entity: 'contactGroup',
          entityId: group.groupNo,
          before: null,
          after: group,
        });
        return group;
      }),

    updateGroup: (staff: CurrentUser, groupNo: number, body: ContactGroupBody) =>
      inTransaction(db, async (tx) => {
        const before = await repo.contactGroup(tx, groupNo);
        if (!before) throw new AppError('NOT_FOUND');
        const after = await repo.updateGroup(tx, groupNo, body);
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'contactGroup.update',
          entity: 'contactGroup',
          entityId: groupNo,
          before,
          after,
        });
        return after!;
      }),

    /** Only an empty group may be removed (move or remove its contacts first): 409 otherwise. */
    deleteGroup: (staff: CurrentUser, groupNo: number) =>
      inTransaction(db, async (tx) => {
        const before = await repo.contactGroup(tx, groupNo);
        if (!before) throw new AppError('NOT_FOUND');
        if (await repo.groupHasContacts(tx, groupNo)) throw new AppError('CONFLICT', { codeNumber: 1 });
        await repo.deleteGroup(tx, groupNo);
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'contactGroup.delete',
          entity: 'contactGroup',
          entityId: groupNo,
          before,
          after: null,
        });
      }),

    orderGroups: (staff: CurrentUser, order: number[]) =>
      inTransaction(db, async (tx) => {
        const groups = await repo.lockGroupOrder(tx);
        await reorder(
          groups.map((group) => group.groupNo),
          order,
          (groupNo, sort) => repo.setGroupSort(tx, groupNo, sort),
        );
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'contactGroup.order',
          entity: 'contactGroup',
          entityId: 'all',
          before: [...groups].sort((a, b) => a.sort - b.sort).map((group) => group.groupNo),
          after: order,
        });
      }),

    orderContacts: (staff: CurrentUser, groupNo: number, order: number[]) =>
      inTransaction(db, async (tx) => {
        if (!(await repo.contactGroup(tx, groupNo))) throw new AppError('NOT_FOUND');
        const contacts = await repo.lockContactOrder(tx, groupNo);
        await reorder(
          contacts.map((contact) => contact.siNo),
          order,
          (siNo, sort) => repo.updateContact(tx, siNo, { sort }),
        );
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'contact.order',
          entity: 'contactGroup',
          entityId: groupNo,
          before: [...contacts].sort((a, b) => a.sort - b.sort).map((contact) => contact.siNo),
          after: order,
        });
      }),

    createContact: (staff: CurrentUser, body: ContactBody) =>
      inTransaction(db, async (tx) => {
        if (!(await repo.contactGroup(tx, body.groupNo))) {
          throw new AppError('VALIDATION', { fields: { groupNo: 'field.invalid' } });
        }
        const sort = await repo.nextContactSort(tx, body.groupNo);
        const contact = await repo.insertContact(tx, { ...body, sort });
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'contact.create',
          entity: 'contact',
          entityId: contact.siNo,
          before: null,
          after: contact,
        });
        return contact;
      }),

    /** Edits a contact; moved to another group, it goes to the end of that group. */
    updateContact: (staff: CurrentUser, siNo: number, body: ContactBody) =>
      inTransaction(db, async (tx) => {
        const before = await repo.contact(tx, siNo);
        if (!before) throw new AppError('NOT_FOUND');
        if (!(await repo.contactGroup(tx, body.groupNo))) {
          throw new AppError('VALIDATION', { fields: { groupNo: 'field.invalid' } });
        }
        const sort = body.groupNo === before.groupNo ? before.sort : await repo.nextContactSort(tx, body.groupNo);
        const after = await repo.updateContact(tx, siNo, { ...body, sort });
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'contact.update',
          entity: 'contact',
          entityId: siNo,
          before,
          after,
        });
        return after!;
      }),

    /** Stores a new portrait (re-encoded, square, no metadata) and removes the old file once the row points away. */
    setContactPicture: async (staff: CurrentUser, siNo: number, upload: Upload) => {
      const data = await reencodeImage(upload.path, { maxSide: 400, square: true });
      const key = `${CONTACT_PICTURE_PREFIX}/${siNo}-${randomUUID()}.webp`;
      await storage.put(key, data);
      try {
        const before = await inTransaction(db, async (tx) => {
          const contact = await repo.contact(tx, siNo);
          if (!contact) throw new AppError('NOT_FOUND');
          await repo.updateContact(tx, siNo, { siSrc: key });
          await recordAudit(tx, {
            actorNo: staff.userNo,
            action: 'contact.picture',
            entity: 'contact',
            entityId: siNo,
            before: { siSrc: contact.siSrc },
            after: { siSrc: key },
          });
          return contact;
        });
        if (before.siSrc) await storage.remove(before.siSrc).catch(() => undefined);
        return key;
      } catch (error) {
        await storage.remove(key).catch(() => undefined);
        throw error;
      }
    },

    deleteContact: async (staff: CurrentUser, siNo: number) => {
      const before = await inTransaction(db, async (tx) => {
        const contact = await repo.contact(tx, siNo);
        if (!contact) throw new AppError('NOT_FOUND');
        await repo.deleteContact(tx, siNo);
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'contact.delete',
          entity: 'contact',
          entityId: siNo,
          before: contact,
          after: null,
        });
        return contact;
      });
      if (before.siSrc) await storage.remove(before.siSrc).catch(() => undefined);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
