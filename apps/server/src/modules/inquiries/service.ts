import { randomUUID } from 'node:crypto';
import {
  formatBankAccount,
  freightPrice,
  INQUIRY_CODE,
  INQUIRY_GROUPS,
  INQUIRY_STATE,
  INQUIRY_TRANSITIONS,
  invoiceCheckStatus,
  isVerificationCode,
  isDeletedFlag,
  ITEM_FLAG,
  localizedKeys,
  maskName,
  mayInquire,
  mustMaskDetails,
  normalizeVerificationCode,
  PAYMENT_STATES,
  priceBreakdown,
  quotedPrice,
  REMOVABLE_STATES,
  type CurrentUser,
  type InquiryBody,
  type InquiryDetail,
  type InquirySummary,
  type InvoiceVerification,
  type LanguageCode,
  type Localized,
  type StatusBody,
  withOfferedPrice,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts';
import { createTurns } from '../../platform/turns.ts';
import { AppError } from '../../platform/app-error.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { findCountry } from '../catalog/service.ts';
import { createExportControlsService } from '../export-controls/service.ts';
import { createImportRulesService } from '../import-rules/service.ts';
import { sealedLoadingSet } from '../shipments/service.ts';
import { createAgreedPrices } from '../price-offers/service.ts';
import { storeAll, type FileStorage, type FileToStore } from '../../platform/storage.ts';
import { reencodeImage, type Upload } from '../../platform/uploads.ts';
import type { InquiryNotices } from './inquiry-notices.ts';
import { createInquiryRepo, type InquiryRepo, type InquirySearch } from './repo.ts';
import { inStepTransaction, takeStep } from './steps.ts';

type Summary = Awaited<ReturnType<InquiryRepo['summaries']>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function pickLocalized<B extends string>(row: Record<string, unknown>, base: B): Localized<B> {
  return Object.fromEntries(localizedKeys(base).map((key) => [key, String(row[key] ?? '')])) as Localized<B>;
}

export function presentSummary(row: Summary): InquirySummary {
  return {
    ilNo: row.ilNo,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    countryCode: row.countryCode,
    ...pickLocalized(row, 'countryName'),
    ...pickLocalized(row, 'portName'),
    items: row.items.map(({ ilNo: _ilNo, ...item }) => item),
    invoice: row.invoice && {
      invoiceNo: row.invoice.invoiceNo,
      number: row.invoice.number,
      amount: row.invoice.amount,
      bankAccount: row.invoice.account ? formatBankAccount(row.invoice.account) : '',
      verificationCode: row.invoice.verificationCode,
      depositDeadline: row.invoice.depositDeadline.toISOString(),
      issuedAt: row.invoice.issuedAt.toISOString(),
      confirmedAt: iso(row.invoice.confirmedAt),
    },
    answer:
      row.answeredAt && row.answerPrice !== null
        ? {
            finalPrice: row.answerPrice,
            terms: row.answerTerms ?? '',
            remarks: row.answerRemarks ?? '',
            answeredAt: row.answeredAt.toISOString(),
          }
        : null,
    managerName: row.managerName,
    receipts: row.receipts.map((receipt) => ({
      receiptNo: receipt.receiptNo,
      fileName: receipt.fileName,
      contentType: receipt.contentType,
      status: receipt.status as 'pending' | 'accepted' | 'rejected',
      rejectReason: receipt.rejectReason,
      uploadedAt: receipt.uploadedAt.toISOString(),
    })),
  };
}

/** The spec's inquiry-button rule (`mayInquire`), held by the server for every way an inquiry is sent. */
export function assertMayInquire(user: CurrentUser, language: LanguageCode): void {
  if (!mayInquire({ userFlag: user.userFlag, language, countryCode: user.countryCode })) {
    throw new AppError('FORBIDDEN', { messageKey: 'inquiryNotOffered' });
  }
}

/** The largest inquiry or item number (PostgreSQL integer): a longer number finds nothing. */
const MAX_NUMBER = 2_147_483_647;

/**
 * "IQ12" finds inquiry 12, "CB34" the inquiries of stock (item) 34, a bare "12" either; empty: no search; null: a
 * search that can find nothing (other text, or a number written with leading zeros).
 */
function parseSearch(search: string): InquirySearch | undefined | null {
  const text = search.trim().toUpperCase();
  if (!text) return undefined;
  const match = /^(IQ|CB)?(\d+)$/.exec(text);
  const number = Number(match?.[2]);
  if (!match || String(number) !== match[2] || number > MAX_NUMBER) return null;
  if (match[1] === 'CB') return { itemNo: number };
  if (match[1] === 'IQ') return { ilNo: number };
  return { ilNo: number, itemNo: number };
}

export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
export const MAX_RECEIPT_FILES = 5;

export interface InquiryServiceDeps {
  db: Db;
  repo?: InquiryRepo;
  notices: InquiryNotices;
  storage: FileStorage;
}

const duplicateInquiry = () =>
  new AppError('CONFLICT', { codeNumber: INQUIRY_CODE.duplicate, messageKey: 'inquiryDuplicate' });

/** Saving a purchase inquiry: its prices, the destination's rules, and the sellers' mails. */
function inquirySaving(db: Db, repo: InquiryRepo, notices: InquiryNotices) {
  const importRules = createImportRulesService(db);
  const exportControls = createExportControlsService(db);
  const agreedPrices = createAgreedPrices(db);
  const buyerTurns = createTurns<number>();

  /**
   * Saves a purchase inquiry. Every price is computed here from the stored listing and vessel offer, by the breakdown the
   * dialog shows (a Super Sale listing at its discount price); the prices the client sends are ignored. One transaction,
   * which also queues the mails to the vehicles' sellers; a second open inquiry of the same buyer for the same item is
   * refused by a unique index (codeNumber 1), a listing not for sale with codeNumber 2.
   */
  async function save(user: CurrentUser, body: InquiryBody, language: LanguageCode): Promise<number> {
    assertMayInquire(user, language);
    // A buyer's inquiries are saved one at a time: a duplicate sent many times at once waits its turn in memory
    // instead of holding a pooled connection on the first one's unique-index lock (decision 0179).
    return buyerTurns.run(user.userNo, () => saveInTurn(user, body, language));
  }

  async function saveInTurn(user: CurrentUser, body: InquiryBody, language: LanguageCode): Promise<number> {
    // In its turn a duplicate is refused by one read, not a whole transaction; the unique index stays the guarantee.
    if (
      await repo.hasOpenLine(
        user.userNo,
        body.itemList.map((line) => line.itemNo),
      )
    )
      throw duplicateInquiry();
    const port = await repo.port(body.selectPort);
    if (!port || port.countryNo !== body.selectCountry) {
      throw new AppError('VALIDATION', { fields: { selectPort: 'field.invalid' } });
    }
    // The spec's number of the country, named by its code from here on (decision 0300); the port's country exists.
    const country = (await findCountry(db, { countryNo: body.selectCountry }))!;
    const itemNos = body.itemList.map((line) => line.itemNo);
    if (new Set(itemNos).size !== itemNos.length)
      throw new AppError('VALIDATION', { fields: { itemList: 'field.invalid' } });
    // Korea's export controls: refused and recorded for staff before anything of the inquiry is written.
    await exportControls.assertExportable(user, itemNos, country, language);
    try {
      const ilNo = await inTransaction(db, async (tx) => {
        const lines = [];
        for (const [index, line] of body.itemList.entries()) {
          const item = await repo.itemForInquiry(tx, line.itemNo);
          if (!item || isDeletedFlag(item.flag) || (item.secret && mustMaskDetails(user))) {
            throw new AppError('ITEM_NOT_FOUND');
          }
          if (item.flag !== ITEM_FLAG.normal || item.sellerNo === user.userNo) {
            throw new AppError('CONFLICT', { codeNumber: INQUIRY_CODE.notForSale, messageKey: 'notForSale' });
          }
          const offer = line.smvpNo > 0 ? await repo.offer(tx, line.smvpNo) : undefined;
          if (
            line.smvpNo > 0 &&
            (!offer || offer.portNo !== port.portNo || offer.cfvtNo !== item.cfvtNo || offer.count <= 0)
          ) {
            throw new AppError('VALIDATION', { fields: { [`itemList.${index}.smvpNo`]: 'field.invalid' } });
          }
          const { verdict } = await importRules.inquiryVerdict(tx, item.itemNo, country.countryCode, {
            portNo: port.portNo,
            vessel: offer?.vessel,
          });
          if (verdict === 'notAllowed' && !body.importAcknowledged) {
            throw new AppError('VALIDATION', { fields: { importAcknowledged: 'field.importAcknowledge' } });
          }
          // The buyer's accepted price offer, while it holds, is their price for the listing (decision 0265).
          const price = withOfferedPrice(
            priceBreakdown(item, {
              freightFee: offer ? freightPrice(offer, item.lineCbm) : null,
              terms: offer?.terms ?? null,
            }),
            await agreedPrices.of(tx, user.userNo, item.itemNo),
          );
          lines.push({
            itemNo: item.itemNo,
            userNo: user.userNo,
            smvpNo: offer?.smvpNo ?? null,
            vessel: offer?.vessel ?? null,
            terms: offer?.terms ?? null,
            sellPrice: price.price,
            itemPrice: quotedPrice(price),
            freightFee: price.freightFee,
            totalPrice: price.totalPrice,
            askFlag: price.freightFee === null,
            importNotAllowed: verdict === 'notAllowed',
          });
        }
        const ilNo = await repo.create(
          tx,
          {
            userNo: user.userNo,
            countryNo: body.selectCountry,
            portNo: body.selectPort,
            userName: body.userName,
            userPhone: body.userPhone,
            userEmail: body.userEmail,
            userConsigneeName: body.userConsigneeName,
            userConsigneeAddress: body.userConsigneeAddress,
            userDocumentAddress: body.userDocumentAddress,
            contents: body.contents,
          },
          lines,
          {
            fromState: null,
            toState: INQUIRY_STATE.waitManager,
            actor: 'buyer',
            actorNo: user.userNo,
            after: { items: lines },
          },
        );
        await notices.seller.queue(tx, ilNo, 'inquiry');
        return ilNo;
      });
      await notices.seller.flush();
      return ilNo;
    } catch (error) {
      if (isUniqueViolation(error, 'inquiry_items_one_open_per_buyer_key')) throw duplicateInquiry();
      throw error;
    }
  }

  return save;
}

/** The buyer's side of inquiries (and the inquiry page staff reads): save, list, detail, status changes, receipts. */
export function createInquiryService({ db, repo = createInquiryRepo(db), notices, storage }: InquiryServiceDeps) {
  const save = inquirySaving(db, repo, notices);

  /** The buyer's list (or the inquiries they hid from it) with the counts of the list. */
  async function list(user: CurrentUser, search = '', hidden = false) {
    const found = parseSearch(search);
    const [rows, counts] = await Promise.all([
      found === null ? [] : repo.summaries({ userNo: user.userNo, hidden, ...(found ? { search: found } : {}) }),
      repo.stateCounts(user.userNo),
    ]);
    const count = (states: readonly number[]) =>
      counts.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.count, 0);
    return {
      list: rows.map(presentSummary),
      counts: {
        total: count(Object.values(INQUIRY_GROUPS).flat()),
        toDo: count(INQUIRY_GROUPS.toDo),
        proceed: count(INQUIRY_GROUPS.proceed),
        complete: count(INQUIRY_GROUPS.complete),
      },
    };
  }

  /** Carpay: the inquiries from invoice issued to deposit confirmed, hidden from the list or not. */
  async function inPayment(user: CurrentUser): Promise<InquirySummary[]> {
    const rows = await repo.summaries({ userNo: user.userNo, states: [...PAYMENT_STATES] });
    return rows.map(presentSummary);
  }

  /** One inquiry with its history (hidden from the list or not); another buyer's inquiry is answered 404, as if it did not exist. */
  async function detail(ilNo: number, buyerNo?: number): Promise<InquiryDetail> {
    const [row] = await repo.summaries({ ilNos: [ilNo], ...(buyerNo === undefined ? {} : { userNo: buyerNo }) });
    if (!row) throw new AppError('NOT_FOUND');
    const history = await repo.history(ilNo);
    const { userName, userPhone, userEmail, userConsigneeName, userConsigneeAddress, userDocumentAddress } = row;
    return {
      ...presentSummary(row),
      ...{ userName, userPhone, userEmail, userConsigneeName, userConsigneeAddress, userDocumentAddress },
      contents: row.contents,
      history: history.map((event) => ({
        ...event,
        actor: event.actor as 'buyer' | 'staff' | 'system',
        createdAt: event.createdAt.toISOString(),
      })),
    };
  }

  async function refuseChange(tx: Db, ilNo: number, buyerNo: number): Promise<never> {
    if (!(await repo.exists(ilNo, buyerNo, tx))) throw new AppError('NOT_FOUND');
    throw new AppError('CONFLICT', { messageKey: 'inquiryStateConflict' });
  }

  /** The buyer's list actions, all or nothing: one refused entry leaves every inquiry as it was. */
  async function updateStatuses(
    user: CurrentUser,
    updateList: { ilNo: number; action: StatusBody['updateList'][number]['action'] }[],
  ) {
    await inStepTransaction(db, notices.buyer, async (tx) => {
      for (const { ilNo, action } of updateList) {
        if (action === 'remove' || action === 'restore') {
          // Hiding from the list (and showing again) is all a buyer can do: no inquiry is ever deleted.
          const changed = await repo.setHidden(tx, ilNo, user.userNo, action === 'remove', REMOVABLE_STATES);
          if (!changed) await refuseChange(tx, ilNo, user.userNo);
          continue;
        }
        const changed = await takeStep(tx, repo, notices.buyer, action, {
          ilNo,
          actor: 'buyer',
          actorNo: user.userNo,
          buyerNo: user.userNo,
        });
        if (!changed) await refuseChange(tx, ilNo, user.userNo);
        if (action === 'cancel') {
          // A cancelled inquiry frees its items: the buyer may start over.
          await repo.closeLines(tx, ilNo);
        }
        if (action === 'confirmInvoice') {
          await repo.confirmCurrentInvoice(tx, ilNo);
        }
      }
    });
  }

  /**
   * Stores T/T receipts for the current invoice of the buyer's inquiry and moves it to 'payment being confirmed'. Only
   * after the buyer confirmed the invoice and before its deposit deadline. Images are re-encoded without metadata.
   */
  async function uploadReceipts(
    user: CurrentUser,
    invoiceNo: number,
    files: Upload[],
    now = new Date(),
  ): Promise<number> {
    if (files.length === 0) throw new AppError('VALIDATION', { fields: { list: 'field.required' } });
    const invoice = await repo.invoice(invoiceNo);
    const owner = invoice && (await repo.exists(invoice.ilNo, user.userNo));
    if (!invoice || !owner || invoice.superseded) throw new AppError('NOT_FOUND');
    if (owner.state !== INQUIRY_STATE.invoiceConfirm)
      throw new AppError('CONFLICT', { messageKey: 'receiptNotAllowed' });
    if (invoice.depositDeadline < now) throw new AppError('CONFLICT', { messageKey: 'receiptDeadlinePassed' });
    // Every image is re-encoded before any file is stored: one that sharp refuses leaves nothing behind. A PDF is kept as
    // sent, streamed from the disk.
    const stored: (FileToStore & { name: string; contentType: string })[] = [];
    for (const file of files) {
      const isImage = file.mime.startsWith('image/');
      const key = `receipts/${invoice.ilNo}/${randomUUID()}.${isImage ? 'webp' : 'pdf'}`;
      stored.push(
        isImage
          ? { key, name: file.name, contentType: 'image/webp', data: await reencodeImage(file.path, { maxSide: 3000 }) }
          : { key, name: file.name, contentType: 'application/pdf', localFile: file.path, size: file.size },
      );
    }
    await storeAll(storage, stored, () =>
      inStepTransaction(db, notices.buyer, async (tx) => {
        const changed = await takeStep(tx, repo, notices.buyer, 'uploadReceipt', {
          ilNo: invoice.ilNo,
          actor: 'buyer',
          actorNo: user.userNo,
          buyerNo: user.userNo,
          after: { state: INQUIRY_TRANSITIONS.uploadReceipt.to, receipts: stored.map((file) => file.key) },
        });
        if (!changed) throw new AppError('CONFLICT', { messageKey: 'receiptNotAllowed' });
        await repo.addReceipts(
          tx,
          stored.map((file) => ({ invoiceNo, fileKey: file.key, fileName: file.name, contentType: file.contentType })),
        );
      }),
    );
    return invoice.ilNo;
  }
  return { save, list, inPayment, detail, updateStatuses, uploadReceipts };
}

/** Lookups of verification codes per client (clientKey) in VERIFY_WINDOW_SECONDS: plenty for people, too few to guess. */
const VERIFY_LOOKUPS = 20;
const VERIFY_WINDOW_SECONDS = 600;

/**
 * The public check of an invoice (docs/decisions/0150): its figures, the buyer's name masked and the one account to
 * pay, always an active one. Counted per client before the code is even read (429 past VERIFY_LOOKUPS); a code
 * that is malformed or unknown is the same plain 404.
 */
export function createInvoiceCheck(
  db: Db,
  limiter: RateLimiter,
  exporter: string,
  repo: InquiryRepo = createInquiryRepo(db),
) {
  async function verify(request: { client: string; code: string }): Promise<InvoiceVerification> {
    await limiter.hit(`verify:${request.client}`, VERIFY_LOOKUPS, VERIFY_WINDOW_SECONDS);
    const code = normalizeVerificationCode(request.code);
    const row = isVerificationCode(code) ? await repo.verification(code) : undefined;
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'invoiceCodeUnknown' });
    return {
      code,
      number: row.number,
      amount: row.amount,
      currency: 'USD',
      issuedAt: row.issuedAt.toISOString(),
      depositDeadline: row.depositDeadline.toISOString(),
      buyerName: maskName(row.buyerName),
      exporter,
      status: invoiceCheckStatus(row.state, row.superseded),
      account: row.account,
      loadingSet: await sealedLoadingSet(db, row.ilNo),
    };
  }
  return { verify };
}
