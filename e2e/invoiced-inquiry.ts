import { expect, type APIRequestContext } from '@playwright/test';
import { ok } from './browser-session.ts';
import { carsWithFreight } from './freight-items.ts';

/**
 * A car for sale, inquired to Chile by the buyer with these contact details, answered
 * at `finalPrice` and invoiced by staff through the API: the inquiry's number and the car's chassis number.
 */
export async function invoicedInquiry(
  buyer: APIRequestContext,
  staff: APIRequestContext,
  contact: { userName: string; userPhone: string; userEmail: string; userConsigneeName: string; address: string },
  finalPrice: number,
): Promise<{ ilNo: number; chassisNo: string }> {
  const car = (await carsWithFreight(buyer, 10)).at(-1);
  expect(car, 'a car for sale with freight').toBeDefined();
  const detail = (await (await buyer.get(`/api/pages/detail?itemNo=${car!.itemNo}`)).json()) as {
    item: { chassisNo: string };
    countryList: { countryNo: number; countryCode: string }[];
  };
  const chile = detail.countryList.find((country) => country.countryCode === 'CL')!;
  const { address, ...names } = contact;
  const saved = await ok(
    buyer.post('/api/inquirys/inquiry', {
      data: {
        selectCountry: chile.countryNo,
        selectPort: car!.port.portNo,
        ...names,
        userConsigneeAddress: address,
        userDocumentAddress: address,
        contents: 'Please ship with the next sailing.',
        itemList: [{ itemNo: car!.itemNo, smvpNo: car!.offer.smvpNo }],
      },
    }),
  );
  const { ilNo } = (await saved.json()) as { ilNo: number };
  const step = (path: string, data: object = {}) => ok(staff.post(`/api/staff/inquiries/${ilNo}/${path}`, { data }));
  await step('assign');
  await step('prepare');
  await step('answer', { finalPrice, terms: 'CFR Iquique', remarks: 'Includes export clearance.' });
  await ok(buyer.put('/api/inquirys/status', { data: { updateList: [{ ilNo, action: 'requestInvoice' }] } }));
  await step('invoice');
  return { ilNo, chassisNo: detail.item.chassisNo };
}
