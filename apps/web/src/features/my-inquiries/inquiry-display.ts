import {
  formatUsd,
  invoiceValid,
  itemNumber,
  KOREAN_LANGUAGE,
  nextInquiryState,
  REMOVABLE_STATES,
  type InquirySummary,
  type LanguageCode,
} from '@market/domain';
import type { StatusAction } from './api.ts';

type Item = InquirySummary['items'][number];

/** Year, maker and detail model (or model): Korean names in Korean, English names otherwise, as the detail page. */
export function inquiryItemTitle(item: Item, language: LanguageCode): string {
  const korean = language === KOREAN_LANGUAGE;
  const maker = korean ? item.maker : item.engMaker;
  const model = (korean ? item.detailModel : item.engDetailModel) || (korean ? item.model : item.engModel);
  return [String(item.year), maker, model].filter(Boolean).join(' ');
}

export function itemLine(item: Item, language: LanguageCode): string {
  return `${itemNumber(item.itemNo)} · ${inquiryItemTitle(item, language)}`;
}

/** The inquiry's amount: the invoice, else the staff's answer, else the sum of the quoted totals (ASK when unknown). */
export function inquiryAmount(inquiry: InquirySummary, ask: string): string {
  if (inquiry.invoice) return formatUsd(inquiry.invoice.amount);
  if (inquiry.answer) return formatUsd(inquiry.answer.finalPrice);
  const totals = inquiry.items.map((item) => item.totalPrice);
  return totals.every((total) => total !== null) ? formatUsd(totals.reduce<number>((a, b) => a + (b ?? 0), 0)) : ask;
}

/** The row actions the buyer may take in this state (the state machine's buyer transitions). */
export function rowActions(inquiry: InquirySummary): {
  requestInvoice: boolean;
  confirmInvoice: boolean;
  requestReissue: boolean;
  uploadReceipt: boolean;
  download: boolean;
} {
  const may = (action: Parameters<typeof nextInquiryState>[0]) =>
    nextInquiryState(action, inquiry.state, 'buyer') !== undefined;
  return {
    requestInvoice: may('requestInvoice'),
    confirmInvoice: may('confirmInvoice') && inquiry.invoice !== null,
    requestReissue: may('requestReissue'),
    uploadReceipt: may('uploadReceipt') && inquiry.invoice !== null,
    download: inquiry.invoice !== null && invoiceValid(inquiry.state),
  };
}

/** Whether a selection action applies to every selected inquiry (the server refuses the whole list otherwise). */
/** Whether every selected inquiry allows the action (a hidden one can always be shown again). */
export function selectionAllows(action: SelectionAction, inquiries: InquirySummary[]) {
  return inquiries.every((inquiry) =>
    action === 'cancel'
      ? nextInquiryState('cancel', inquiry.state, 'buyer') !== undefined
      : action === 'restore' || (REMOVABLE_STATES as readonly number[]).includes(inquiry.state),
  );
}
export type SelectionAction = Extract<StatusAction, 'cancel' | 'remove' | 'restore'>;
