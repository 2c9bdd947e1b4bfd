import type { APIRequestContext } from '@playwright/test';
import { isVideoSlot, LOADING_SLOTS } from '@market/domain';
import { ok } from './browser-session.ts';
import { carsWithFreight, type Offer } from './freight-items.ts';

/** The first shipment step as staff send it. */
export const BOOKED = {
  step: 'booked',
  on: '2026-11-20',
  transport: 'vessel',
  carrier: 'Morning Cara',
  voyage: '25W',
  portOfLoading: 'Incheon',
  etd: '2026-11-28',
};

export const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A one-pixel PNG and the smallest MP4 (an ftyp box): a picture and a video as the server reads their bytes. */
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0mp42isom'), Buffer.alloc(64)]);

/** Staff upload every slot of a booked shipment's loading set and seal it, as "loaded" requires (decision 0255). */
export async function sealLoadingSet(staff: APIRequestContext, ilNo: number): Promise<void> {
  for (const slot of LOADING_SLOTS) {
    const file = isVideoSlot(slot)
      ? { name: 'cold-start.mp4', mimeType: 'video/mp4', buffer: mp4 }
      : { name: `${slot}.png`, mimeType: 'image/png', buffer: png };
    await ok(staff.post(`/api/staff/shipments/${ilNo}/loading-set/${slot}`, { multipart: { file } }));
  }
  await ok(staff.post(`/api/staff/shipments/${ilNo}/loading-set/seal`));
}

/** Staff's next shipment step of a purchase, sent through the API. */
export const shipmentStep = (staff: APIRequestContext, ilNo: number) => (data: object) =>
  ok(staff.post(`/api/staff/shipments/${ilNo}/step`, { data }));

/** Staff file the B/L copy of an arrived shipment, record its bill of lading and send the documents by courier. */
export async function sendDocuments(staff: APIRequestContext, ilNo: number): Promise<void> {
  const move = shipmentStep(staff, ilNo);
  await ok(
    staff.post(`/api/staff/shipments/${ilNo}/documents`, {
      multipart: { kind: 'blCopy', file: { name: 'bl-copy.pdf', mimeType: 'application/pdf', buffer: pdf } },
    }),
  );
  await move({ step: 'billOfLading', on: '2027-01-05', blNumber: 'MC25W-0042', blKind: 'electronic' });
  await move({
    step: 'documentsSent',
    on: '2027-01-06',
    courier: 'DHL',
    trackingNumber: '1234567890',
    documents: ['exportCertificate', 'invoice'],
  });
}

/** A car for sale with a port of `countryCode` and a priced vessel offer there. */
async function carTo(buyer: APIRequestContext, countryCode: string) {
  // From the second last back: the last one is left to the specs that take it.
  const cars = await carsWithFreight(buyer, 10);
  for (const car of cars.slice(0, -1).reverse()) {
    const { countryList } = (await (await buyer.get(`/api/pages/detail?itemNo=${car.itemNo}`)).json()) as {
      countryList: { countryNo: number; countryCode: string }[];
    };
    const country = countryList.find((candidate) => candidate.countryCode === countryCode)!;
    if (countryCode === 'CL') return { car, country, portNo: car.port.portNo, offer: car.offer };
    const ports = (await (await buyer.get(`/api/inquirys/port?countryNo=${country.countryNo}`)).json()) as {
      portNo: number;
    }[];
    for (const { portNo } of ports) {
      const offers = (await (
        await buyer.get(`/api/inquirys/vessel?portNo=${portNo}&itemNo=${car.itemNo}`)
      ).json()) as Offer[];
      const offer = offers.find((candidate) => candidate.count > 0 && candidate.totalPrice !== null);
      if (offer) return { car, country, portNo, offer };
    }
  }
  throw new Error(`no car for sale with an offer to ${countryCode}`);
}

/**
 * A purchase of the buyer to `countryCode` brought to "deposit confirmed" through the API, as staff and buyer do it
 * (a vehicle the destination refuses is acknowledged, as the buyer would).
 */
export async function paidInquiry(
  buyer: APIRequestContext,
  staff: APIRequestContext,
  countryCode = 'CL',
): Promise<number> {
  const { car, country, portNo, offer } = await carTo(buyer, countryCode);
  const saved = await ok(
    buyer.post('/api/inquirys/inquiry', {
      data: {
        selectCountry: country.countryNo,
        selectPort: portNo,
        userName: 'Lucía Fernández',
        userPhone: '+34 600 000 000',
        userEmail: 'lucia@example.com',
        userConsigneeName: 'Importaciones Fernández SL',
        userConsigneeAddress: 'Calle Mayor 1, Valencia',
        userDocumentAddress: 'Calle Mayor 1, Valencia',
        contents: 'Please ship with the next sailing.',
        itemList: [{ itemNo: car.itemNo, smvpNo: offer.smvpNo }],
        importAcknowledged: true,
      },
    }),
  );
  const { ilNo } = (await saved.json()) as { ilNo: number };
  const step = (path: string, data: object = {}) => ok(staff.post(`/api/staff/inquiries/${ilNo}/${path}`, { data }));
  const buyerDoes = (action: string) =>
    ok(buyer.put('/api/inquirys/status', { data: { updateList: [{ ilNo, action }] } }));
  await step('assign');
  await step('prepare');
  await step('answer', { finalPrice: 15_800, terms: 'CFR Valencia', remarks: '' });
  await buyerDoes('requestInvoice');
  const invoiced = (await (await step('invoice')).json()) as { invoice: { invoiceNo: number } };
  await buyerDoes('confirmInvoice');
  await ok(
    buyer.post('/api/inquirys/remittance-receipt', {
      multipart: {
        tilNo: String(invoiced.invoice.invoiceNo),
        list: { name: 'tt.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    }),
  );
  await step('deposit', { decision: 'confirm' });
  return ilNo;
}
