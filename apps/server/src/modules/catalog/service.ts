import { freightPrice } from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import type { CatalogRepo } from './repo.ts';
import type { VesselOffer } from './schemas.ts';

/**
 * The vessel offers to a port for one listed vehicle, priced for that vehicle: the freight class and volume come
 * from the stored item, never from the client.
 */
export async function vesselOffersFor(repo: CatalogRepo, portNo: number, itemNo: number): Promise<VesselOffer[]> {
  const item = await repo.itemFreight(itemNo);
  if (!item) throw new AppError('NOT_FOUND');
  const rates = await repo.vesselRates(portNo, item.cfvtNo);
  return rates.map(({ basePrice, pricePerCbm, ...offer }) => ({
    ...(offer as Omit<VesselOffer, 'totalPrice'>),
    totalPrice: freightPrice({ basePrice, pricePerCbm, askFlag: offer.askFlag }, item.lineCbm),
  }));
}
