import { randomUUID } from 'node:crypto';
import type { ContactBody, ContactGroupBody, CurrentUser } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { reencodeImage, type Upload } from '../../platform/uploads.ts';
import { createContactsRepo, type ContactsRepo } from './contacts-repo.ts';

/** Sales contact portraits are public (served under /api/media/contacts/...). */
const CONTACT_PICTURE_PREFIX = 'contacts';

/** Applies a new order that names every existing record once; 400 otherwise. */
async function reorder(existing: number[], order: number[], apply: (id: number, sort: number) => Promise<unknown>) {
  const wanted = new Set(order);
  if (wanted.size !== order.length || wanted.size !== existing.length || existing.some((id) => !wanted.has(id))) {
    throw new AppError('VALIDATION', { fields: { order: 'field.invalid' } });
  }
  for (const [sort, id] of order.entries()) await apply(id, sort);
}

/** The groups of sales contacts (a location and its countries), in order. */
function contactGroupWrites(db: Db, repo: ContactsRepo) {
  return {
    contactGroups: () => repo.contactGroups(),

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
  };
}

/** The sales contacts of the groups, with their portraits. */
function contactWrites(db: Db, storage: FileStorage, repo: ContactsRepo) {
  return {
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

/** The sales contacts and their groups, each write one audited transaction; a record that does not exist is a 404. */
export function createContactsService(db: Db, storage: FileStorage, repo: ContactsRepo = createContactsRepo(db)) {
  return { ...contactGroupWrites(db, repo), ...contactWrites(db, storage, repo) };
}
