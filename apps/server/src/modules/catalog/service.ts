import { freightPrice, mustMaskDetails, type CurrentUser } from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../db/client.ts';
import { createCatalogRepo, type CatalogRepo } from './repo.ts';
import type { VesselOffer } from './schemas.ts';

/** What the catalog does beyond its reference lists (those the routes read from the repo as they are). */
export function createCatalogService(db: Db, repo: CatalogRepo = createCatalogRepo(db)) {
  return {
    /**
     * The vessel offers to a port for one listed vehicle, priced for that vehicle: the freight class and volume come
     * from the stored item, never from the client. Whoever the detail page masks gets no freight (null, shown as ASK):
     * it grows with the item's CBM, so a price would give away the volume masked for them.
     */
    async vesselOffersFor(portNo: number, itemNo: number, user: CurrentUser | null): Promise<VesselOffer[]> {
      const item = await repo.itemFreight(itemNo);
      if (!item) throw new AppError('NOT_FOUND');
      const rates = await repo.vesselRates(portNo, item.cfvtNo);
      const masked = mustMaskDetails(user);
      return rates.map(({ basePrice, pricePerCbm, ...offer }) => ({
        ...(offer as Omit<VesselOffer, 'totalPrice'>),
        totalPrice: masked ? null : freightPrice({ basePrice, pricePerCbm, askFlag: offer.askFlag }, item.lineCbm),
      }));
    },

    /** The commission tiers by start price, for pricing a listing (the items module). */
    commissionTiers: () => repo.commissionTiers(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
