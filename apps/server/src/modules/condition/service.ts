import {
  checkMileage,
  hasRole,
  isDeletedFlag,
  MAX_CONDITION_DOCUMENTS,
  mustMaskDetails,
  type ConditionBody,
  type ConditionDocumentKind,
  type ConditionView,
  type CurrentUser,
  type PendingCondition,
  type VerifyConditionBody,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import { storeAll, type FileStorage } from '../../platform/storage.ts';
import { documentToStore, type Upload } from '../../platform/uploads.ts';
import { createConditionRepo, type ConditionRepo } from './repo.ts';

const notFound = () => new AppError('ITEM_NOT_FOUND');

type Viewer = 'owner' | 'staff' | 'member' | 'masked';

/**
 * The condition evidence of a listing (issue 31, docs/decisions/0250, 0251): the seller enters the record and uploads
 * its originals, anyone who may see the listing reads it (masked for a visitor who must log in, as the other
 * details), staff verify it against the originals (audited), and the seller's next edit makes it declared again.
 */
export function createConditionService(db: Db, storage: FileStorage, repo: ConditionRepo = createConditionRepo(db)) {
  /**
   * Who reads the listing's record, or 404: its seller and staff whatever its flag; anyone else only a listing the
   * detail page shows them (not deleted; a members-only listing not to whoever must log in).
   */
  async function viewerOf(itemNo: number, user: CurrentUser | null): Promise<Viewer> {
    const listing = await repo.listing(itemNo);
    if (!listing) throw notFound();
    if (user && listing.sellerNo === user.userNo) return 'owner';
    if (user && hasRole(user, 'staff')) return 'staff';
    if (isDeletedFlag(listing.flag)) throw notFound();
    const masked = mustMaskDetails(user);
    if (listing.secret && masked) throw notFound();
    return masked ? 'masked' : 'member';
  }

  async function view(itemNo: number, viewer: Viewer): Promise<ConditionView> {
    const [record, documents] = await Promise.all([repo.record(itemNo), repo.documents(itemNo)]);
    const masked = viewer === 'masked';
    const history = record?.history ?? null;
    return {
      itemNo,
      masked,
      state: record?.verifiedAt ? 'verified' : 'declared',
      verifiedAt: record?.verifiedAt?.toISOString() ?? null,
      verifiedBy: viewer === 'staff' ? (record?.verifiedBy ?? null) : null,
      updatedAt: record?.updatedAt.toISOString() ?? null,
      inspection: masked ? null : (record?.inspection ?? null),
      history: masked || !history ? null : { ...history, mileage: checkMileage(history.mileage) },
      documents: masked
        ? []
        : documents.map((document) => ({
            ...document,
            kind: document.kind as ConditionDocumentKind,
            uploadedAt: document.uploadedAt.toISOString(),
          })),
    };
  }

  /** Runs `change` on the seller's own listing, locked; 404 for anyone else's. */
  const withOwn = <T>(user: CurrentUser, itemNo: number, change: (tx: Db) => Promise<T>) =>
    inTransaction(db, async (tx) => {
      const listing = await repo.lockOwn(tx, itemNo, user.userNo);
      if (!listing || isDeletedFlag(listing.flag)) throw notFound();
      return change(tx);
    });

  return {
    read: async (itemNo: number, user: CurrentUser | null) => view(itemNo, await viewerOf(itemNo, user)),

    /** Staff read any listing's record whole, with who verified it. */
    staffRead: async (itemNo: number) => {
      if (!(await repo.listing(itemNo))) throw notFound();
      return view(itemNo, 'staff');
    },

    /** The seller's record, declared (again): an edit after verification clears it. */
    async save(user: CurrentUser, itemNo: number, body: ConditionBody) {
      await withOwn(user, itemNo, (tx) => repo.save(tx, itemNo, body));
      return view(itemNo, 'owner');
    },

    /** An original (PDF or picture) of the listing, at most MAX_CONDITION_DOCUMENTS; stored and recorded or neither. */
    async addDocument(user: CurrentUser, itemNo: number, kind: ConditionDocumentKind, file: Upload) {
      // Checked again under the lock; this spares re-encoding someone else's upload.
      if ((await repo.listing(itemNo))?.sellerNo !== user.userNo) throw notFound();
      const { stored, contentType } = await documentToStore(file, `conditions/${itemNo}`);
      await storeAll(storage, [stored], () =>
        withOwn(user, itemNo, async (tx) => {
          if ((await repo.documents(itemNo, tx)).length >= MAX_CONDITION_DOCUMENTS) {
            throw new AppError('PAYLOAD_TOO_LARGE', {
              messageKey: 'tooManyFiles',
              params: { max: MAX_CONDITION_DOCUMENTS },
            });
          }
          await repo.addDocument(tx, itemNo, { kind, fileKey: stored.key, fileName: file.name, contentType });
          await repo.unverify(tx, itemNo);
        }),
      );
      return view(itemNo, 'owner');
    },

    /** Removes one of the seller's originals (404 when it is not this listing's); the record is declared again. */
    async removeDocument(user: CurrentUser, itemNo: number, docNo: number) {
      const key = await withOwn(user, itemNo, async (tx) => {
        const removed = await repo.removeDocument(tx, itemNo, docNo);
        if (!removed) throw new AppError('NOT_FOUND');
        await repo.unverify(tx, itemNo);
        return removed;
      });
      await storage.remove(key);
      return view(itemNo, 'owner');
    },

    /** An original, for whoever may read the record unmasked; 404 otherwise (or when it is not this listing's). */
    async document(itemNo: number, docNo: number, user: CurrentUser) {
      const viewer = await viewerOf(itemNo, user);
      if (viewer === 'masked') throw new AppError('ADMISSION_PENDING');
      const row = await repo.document(docNo);
      const file = row?.itemNo === itemNo ? await storage.read(row.fileKey) : null;
      if (!row || !file) throw new AppError('NOT_FOUND');
      return { fileName: row.fileName, contentType: row.contentType, file };
    },

    /** Records waiting for staff, the oldest edit first. */
    pending: async (): Promise<PendingCondition[]> =>
      (await repo.pending()).map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),

    /**
     * Staff mark the record verified, audited: only with an original to check it against, and only the version they
     * read (409 when the seller changed it since, or it is verified already).
     */
    async verify(staff: CurrentUser, itemNo: number, body: VerifyConditionBody) {
      await inTransaction(db, async (tx) => {
        const record = await repo.record(itemNo, tx);
        if (!record) throw new AppError('NOT_FOUND');
        if ((await repo.documents(itemNo, tx)).length === 0) {
          throw new AppError('CONFLICT', { messageKey: 'conditionNoOriginal' });
        }
        if (!(await repo.verify(tx, itemNo, new Date(body.updatedAt), staff.userNo))) {
          throw new AppError('CONFLICT', { messageKey: 'conditionChanged' });
        }
        await recordAudit(tx, {
          actorNo: staff.userNo,
          action: 'item.conditionVerify',
          entity: 'item',
          entityId: itemNo,
          before: { state: 'declared', updatedAt: body.updatedAt },
          after: { state: 'verified' },
        });
      });
      return view(itemNo, 'staff');
    },
  };
}
