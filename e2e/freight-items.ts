import { expect, type APIRequestContext } from '@playwright/test';

export interface Offer {
  smvpNo: number;
  totalPrice: number | null;
  askFlag: boolean;
  count: number;
  esVesselName: string;
}

export interface CarWithFreight {
  itemNo: number;
  sellPrice: number;
  port: { portNo: number; esPortName: string };
  offer: Offer;
}

/**
 * Cars for sale (not Super Sale) whose first port of the buyer's country has a priced vessel offer with room, in the
 * order of the first search page; at most `count`.
 */
export async function carsWithFreight(request: APIRequestContext, count: number): Promise<CarWithFreight[]> {
  const search = await request.get('/api/items/search?category=1&size=60');
  expect(search.ok()).toBe(true);
  const { items } = (await search.json()) as { items: { itemNo: number; flag: number; partners: boolean }[] };
  const found: CarWithFreight[] = [];
  for (const candidate of items.filter((item) => item.flag === 0 && !item.partners)) {
    const detail = (await (await request.get(`/api/pages/detail?itemNo=${candidate.itemNo}`)).json()) as {
      item: { sellPrice: number | null; masked: boolean };
      portList: { portNo: number; esPortName: string }[];
    };
    const port = detail.portList[0];
    if (!port || detail.item.masked || detail.item.sellPrice === null) continue;
    const offers = (await (
      await request.get(`/api/inquirys/vessel?portNo=${port.portNo}&itemNo=${candidate.itemNo}`)
    ).json()) as Offer[];
    const open = offers.filter((offer) => offer.count > 0);
    if (open.length > 0 && open[0]!.totalPrice !== null) {
      found.push({ itemNo: candidate.itemNo, sellPrice: detail.item.sellPrice, port, offer: open[0]! });
      if (found.length === count) break;
    }
  }
  return found;
}
