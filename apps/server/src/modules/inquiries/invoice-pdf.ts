import PDFDocument from 'pdfkit';
import {
  directionOf,
  formatUsd,
  inquiryNumber,
  itemNumber,
  itemTitle,
  languageTag,
  localizedName,
  type InquiryDetail,
  type LanguageCode,
} from '@market/domain';
import type { Exporter } from '../../config.ts';
import { createTranslator } from '../../platform/messages.ts';
import { createTextWriter, PDF_FONTS } from './pdf-text.ts';

/** Renders the current invoice of an inquiry as a PDF in the buyer's language, headed by the exporter. */
export async function createInvoicePdf(exporter: Exporter) {
  const t = await createTranslator('invoice');

  return (inquiry: InquiryDetail, language: LanguageCode): Promise<Buffer> => {
    const invoice = inquiry.invoice;
    if (!invoice) throw new Error('no invoice');
    const say = (key: string, params?: Record<string, string | number>) => t(language, key, params);
    const money = (value: number | null) => (value === null ? say('ask') : formatUsd(value));
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      lang: languageTag(language),
      info: { Title: say('title', { number: invoice.number }), Author: exporter.name },
    });
    doc.font(PDF_FONTS.latin);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
    });
    const write = createTextWriter(doc, directionOf(languageTag(language)));
    const field = (key: string, value: string) => write.paragraph(`${say(key)}: ${value}`);
    const section = (key: string, lines: (string | null | undefined)[]) => {
      write.paragraph(say(key), 11);
      for (const line of lines) if (line) write.paragraph(line);
      write.gap(0.5);
    };

    section('exporter', [exporter.name, exporter.address, exporter.phone, exporter.email]);
    write.paragraph(say('title', { number: invoice.number }), 16);
    field('inquiry', inquiryNumber(inquiry.ilNo));
    field('issued', invoice.issuedAt.slice(0, 10));
    field('depositDeadline', invoice.depositDeadline.slice(0, 10));
    write.gap();
    section('buyer', [inquiry.userName, inquiry.userEmail, inquiry.userPhone]);
    section('consignee', [inquiry.userConsigneeName, inquiry.userConsigneeAddress]);
    section('documentsTo', [inquiry.userDocumentAddress]);
    section('destination', [
      `${localizedName(inquiry, 'portName', language)}, ${localizedName(inquiry, 'countryName', language)}`,
    ]);

    write.paragraph(say('vehicles'), 11);
    for (const item of inquiry.items) {
      const names = { maker: item.maker, model: item.model, detailModel: item.detailModel };
      const english = { engMaker: item.engMaker, engModel: item.engModel, engDetailModel: item.engDetailModel };
      write.paragraph(`${itemNumber(item.itemNo)}  ${itemTitle({ year: item.year, ...names, ...english }, language)}`);
      field('chassisNo', item.chassisNo);
      write.paragraph(
        [
          `${say('price')}: ${money(item.itemPrice)}`,
          `${say('freight')}: ${money(item.freightFee)} (${[item.vessel, item.terms].filter(Boolean).join(' ') || '-'})`,
          `${say('total')}: ${money(item.totalPrice)}`,
        ].join(' · '),
      );
      write.gap(0.5);
    }
    if (inquiry.answer) {
      field('terms', inquiry.answer.terms);
      field('remarks', inquiry.answer.remarks);
      write.gap(0.5);
    }
    write.paragraph(`${say('amountDue')}: ${formatUsd(invoice.amount)}`, 14);
    write.gap(0.5);
    write.paragraph(say('payTo'));
    write.paragraph(invoice.bankAccount);
    write.gap();
    write.paragraph(say('note'), 8);
    doc.end();
    return done;
  };
}
