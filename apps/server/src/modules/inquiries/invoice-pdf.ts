import fs from 'node:fs';
import PDFDocument from 'pdfkit';
import { formatUsd, inquiryNumber, itemNumber, itemTitle, type InquiryDetail } from '@market/domain';

/** A Unicode font when the machine has one (names in Cyrillic or Arabic); PDF's built-in Helvetica otherwise. */
const UNICODE_FONT = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'].find((file) => fs.existsSync(file));

function money(value: number | null): string {
  return value === null ? 'ASK' : formatUsd(value);
}

/** The invoice of an inquiry as a real PDF document, in English as export invoices are. */
export function invoicePdf(inquiry: InquiryDetail): Promise<Buffer> {
  const invoice = inquiry.invoice;
  if (!invoice) throw new Error('no invoice');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Invoice ${invoice.number}`, Author: 'RH Group' },
  });
  if (UNICODE_FONT) doc.font(UNICODE_FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text('RH Group', { continued: true }).fontSize(12).text('   Korean vehicles for export');
  doc.moveDown().fontSize(16).text(`COMMERCIAL INVOICE ${invoice.number}`);
  doc
    .fontSize(10)
    .text(`Inquiry: ${inquiryNumber(inquiry.ilNo)}`)
    .text(`Issued: ${invoice.issuedAt.slice(0, 10)}`)
    .text(`Deposit deadline: ${invoice.depositDeadline.slice(0, 10)}`)
    .moveDown();
  doc.fontSize(11).text('Buyer', { underline: true }).fontSize(10);
  doc.text(inquiry.userName).text(inquiry.userEmail).text(inquiry.userPhone).moveDown(0.5);
  doc.fontSize(11).text('Consignee', { underline: true }).fontSize(10);
  doc.text(inquiry.userConsigneeName).text(inquiry.userConsigneeAddress).moveDown(0.5);
  doc
    .fontSize(11)
    .text('Documents to', { underline: true })
    .fontSize(10)
    .text(inquiry.userDocumentAddress)
    .moveDown(0.5);
  doc.fontSize(11).text('Destination', { underline: true }).fontSize(10);
  doc.text(`${inquiry.engPortName}, ${inquiry.engCountryName}`).moveDown();

  doc.fontSize(11).text('Vehicles', { underline: true }).fontSize(10);
  for (const item of inquiry.items) {
    const title = itemTitle(
      {
        year: item.year,
        maker: item.maker,
        engMaker: item.engMaker,
        fraMaker: item.engMaker,
        arMaker: item.engMaker,
        ruMaker: item.engMaker,
        esMaker: item.engMaker,
        model: item.model,
        engModel: item.engModel,
        fraModel: item.engModel,
        arModel: item.engModel,
        ruModel: item.engModel,
        esModel: item.engModel,
      },
      1,
    );
    doc.text(`${itemNumber(item.itemNo)}  ${title}${item.engDetailModel ? ` (${item.engDetailModel})` : ''}`);
    doc.text(
      `    price ${money(item.itemPrice)} · freight ${money(item.freightFee)} (${item.vessel ?? '-'} ${item.terms ?? ''}) · total ${money(item.totalPrice)}`,
    );
  }
  doc.moveDown();
  if (inquiry.answer)
    doc.text(`Terms: ${inquiry.answer.terms}`).text(`Remarks: ${inquiry.answer.remarks}`).moveDown(0.5);
  doc
    .fontSize(14)
    .text(`Amount due: ${formatUsd(invoice.amount)}`)
    .moveDown(0.5);
  doc.fontSize(10).text('Pay by telegraphic transfer (T/T) to:').text(invoice.bankAccount).moveDown();
  doc
    .fontSize(8)
    .text(
      'Upload the T/T remittance receipt in My Inquiries before the deposit deadline. Freight is a reference and extra charges may apply.',
    );
  doc.end();
  return done;
}
