import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import {
  directionOf,
  formatUsd,
  formatVerificationCode,
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
import { verifyLink } from './invoice-notices.ts';
import { createTextWriter, isolate, PDF_FONTS } from './pdf-text.ts';

/** Side of the QR code in points (about 34 mm): big enough for any phone camera, a 300 dpi scan or pdftoppm. */
const QR_SIZE = 96;

/** Draws the QR code of `text` at (x, y), one filled square per dark module, with no image library. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) doc.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  doc.fillColor('black').fill();
}

/**
 * Renders the current invoice of an inquiry as a PDF in the buyer's language, headed by the exporter, with the QR
 * code and link of its public verification page and the warning about changed bank details (docs/decisions/0150).
 */
export async function createInvoicePdf(exporter: Exporter, publicUrl: string) {
  const t = await createTranslator('invoice');

  return (inquiry: InquiryDetail, language: LanguageCode): Promise<Buffer> => {
    const invoice = inquiry.invoice;
    if (!invoice) throw new Error('no invoice');
    const say = (key: string, params?: Record<string, string | number>) => t(language, key, params);
    const money = (value: number | null) => (value === null ? say('ask') : isolate(formatUsd(value)));
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
    const rtl = directionOf(languageTag(language)) === 'rtl';
    const write = createTextWriter(doc, rtl ? 'rtl' : 'ltr');
    // Values are isolated: in an Arabic line, "2026-11-23" would read "23-11-2026" and "$12,500" "12,500$".
    const field = (key: string, value: string) => write.paragraph(`${say(key)}: ${isolate(value)}`);
    const section = (key: string, lines: (string | null | undefined)[]) => {
      write.paragraph(say(key), 11);
      for (const line of lines) if (line) write.paragraph(line);
      write.gap(0.5);
    };

    section('exporter', [exporter.name, exporter.address, exporter.phone, exporter.email]);
    write.paragraph(say('title', { number: isolate(invoice.number) }), 16);
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
      const vessel = item.vessel && (localizedName(item, 'vesselName', language) || item.vessel);
      const english = { engMaker: item.engMaker, engModel: item.engModel, engDetailModel: item.engDetailModel };
      const title = itemTitle({ year: item.year, ...names, ...english }, language);
      write.paragraph(`${isolate(itemNumber(item.itemNo))}  ${isolate(title)}`);
      field('chassisNo', item.chassisNo);
      write.paragraph(
        [
          `${say('price')}: ${money(item.sellPrice)}`,
          item.itemPrice < item.sellPrice && `${say('discountPrice')}: ${money(item.itemPrice)}`,
          `${say('freight')}: ${money(item.freightFee)} (${isolate([vessel, item.terms].filter(Boolean).join(' ') || '-')})`,
          `${say('total')}: ${money(item.totalPrice)}`,
        ]
          .filter(Boolean)
          .join(' · '),
      );
      write.gap(0.5);
    }
    if (inquiry.answer) {
      field('terms', inquiry.answer.terms);
      field('remarks', inquiry.answer.remarks);
      write.gap(0.5);
    }
    write.paragraph(`${say('amountDue')}: ${money(invoice.amount)}`, 14);
    write.gap(0.5);
    write.paragraph(say('payTo'));
    write.paragraph(isolate(invoice.bankAccount));
    write.gap();
    const link = verifyLink(publicUrl, invoice.verificationCode);
    if (doc.y + QR_SIZE + 120 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const left = doc.page.margins.left;
    drawQr(doc, link, rtl ? doc.page.width - doc.page.margins.right - QR_SIZE : left, doc.y);
    doc.y += QR_SIZE + 6;
    write.paragraph(
      say('verify', { link: isolate(link), code: isolate(formatVerificationCode(invoice.verificationCode)) }),
      9,
    );
    write.paragraph(say('warning'), 10);
    write.gap();
    write.paragraph(say('note'), 8);
    doc.end();
    return done;
  };
}
