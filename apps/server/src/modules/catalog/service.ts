import { freightPrice, mustMaskDetails, type CurrentUser } from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import type { Db } from '../../db/client.ts';
import { createCatalogRepo, SIMPLE_LISTS, type CatalogRepo } from './repo.ts';
import type { VesselOffer } from './schemas.ts';

/** The lists served as they are stored, one route each: its path and the name of its entries' number. */
export const SIMPLE_LIST_ROUTES = SIMPLE_LISTS.map(({ path, no }) => ({ path, no }));

/**
 * The one look-up of a country (decision 0300): by its ISO code, which every rule, sheet and control is kept by, or by
 * the number of the spec's `selectCountry`, once, where a request brings it in. Inside the caller's transaction.
 */
export function findCountry(tx: Db, key: Parameters<CatalogRepo['country']>[0]) {
  return createCatalogRepo(tx).country(key);
}

export type Country = NonNullable<Awaited<ReturnType<typeof findCountry>>>;

/** The country of a staff sheet or a query's `countryCode`, or a validation error naming that field. */
export async function knownCountry(tx: Db, countryCode: string) {
  const country = await findCountry(tx, { countryCode });
  if (!country) throw new AppError('VALIDATION', { fields: { countryCode: 'field.unknownValue' } });
  return country;
}

/** The reference lists the forms and the search read as they are stored. */
type ReferenceLists = Pick<
  CatalogRepo,
  | 'carMakers'
  | 'makersOf'
  | 'carModels'
  | 'detailModels'
  | 'forms'
  | 'formDetails'
  | 'capacities'
  | 'specialMakers'
  | 'specialModels'
  | 'carModelsByMakerName'
  | 'detailModelsByNames'
  | 'countries'
  | 'ports'
  | 'drives'
>;

/** The catalog: its reference lists, the car form's option entries, vessel offers priced per item, commission tiers. */
export function createCatalogService(db: Db, repo: CatalogRepo = createCatalogRepo(db)) {
  const lists: ReferenceLists = repo;
  return {
    lists,

    /** One of the SIMPLE_LIST_ROUTES, by its path. */
    simpleList: (path: (typeof SIMPLE_LISTS)[number]['path']) =>
      repo.simpleList(SIMPLE_LISTS.find((list) => list.path === path)!),

    /** The option and condition entries of the car form, options by group. */
    async optionLists() {
      const { options, under, working } = await repo.optionLists();
      const group = (name: string) => options.filter((option) => option.optionGroup === name);
      return {
        itemOptionSafe: group('safe'),
        itemOptionOutside: group('outside'),
        itemOptionInside: group('inside'),
        itemUnderStatus: under,
        itemWorkingStatus: working,
      };
    },

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
