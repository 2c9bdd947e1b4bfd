import {
  countryIn,
  priceBreakdown,
  type DetailItem,
  type DetailResponse,
  type Localized,
  type PriceBreakdown,
} from '@market/domain';

export type Country = DetailResponse['countryList'][number];
export type Port = DetailResponse['portList'][number];

/** One offer of GET /api/inquirys/vessel: totalPrice is the freight of this item, null when quoted on request. */
export type VesselOffer = {
  smvpNo: number;
  vessel: string;
  terms: string;
  totalPrice: number | null;
  askFlag: boolean;
  count: number;
} & Localized<'vesselName'> &
  Localized<'termsName'>;

/** smvpNo of the 'Select Type' placeholder, and of an inquiry sent without a vessel (the freight is then ASK). */
export const NO_VESSEL = 0;
const PLACEHOLDER_TERMS = 'None';

/**
 * The vessel dropdown: the 'Select Type' placeholder (terms 'None') and then only the offers that still have room
 * (count > 0). The placeholder is index 0, so "the second vessel" preselected on opening is the first real offer.
 */
export function vesselChoices(offers: readonly VesselOffer[]): VesselOffer[] {
  return [PLACEHOLDER_VESSEL, ...offers.filter((offer) => offer.count > 0)];
}

const blankNames = <B extends string>(base: B) =>
  Object.fromEntries(
    ['', 'eng', 'fra', 'ar', 'ru', 'es'].map((p) => [p ? `${p}${base[0]!.toUpperCase()}${base.slice(1)}` : base, '']),
  ) as Localized<B>;

const PLACEHOLDER_VESSEL: VesselOffer = {
  smvpNo: NO_VESSEL,
  vessel: '',
  terms: PLACEHOLDER_TERMS,
  totalPrice: null,
  askFlag: true,
  count: 0,
  ...blankNames('vesselName'),
  ...blankNames('termsName'),
};

/**
 * The spec's price breakdown of the listing with a vessel offer, by the domain's rule (a Super Sale listing at its
 * discount price): freight = the vessel's totalPrice; no vessel, smvpNo 0 or an ASK offer leave freight and total ASK.
 */
export function offerPrice(
  item: Pick<DetailItem, 'sellPrice' | 'discountPrice' | 'partners'>,
  vessel: VesselOffer | undefined,
): PriceBreakdown {
  const chosen = vessel && vessel.smvpNo !== NO_VESSEL ? vessel : undefined;
  return priceBreakdown(
    { sellPrice: item.sellPrice ?? 0, discountPrice: item.discountPrice, partners: item.partners },
    { freightFee: chosen && !chosen.askFlag ? chosen.totalPrice : null, terms: chosen?.terms ?? null },
  );
}

/** The selection of the terms step; undefined vessel means "not chosen by hand yet". */
export interface TermsSelection {
  countryNo: number | null;
  portNo: number | null;
  smvpNo: number | null;
  /** True right after opening: the second entry of the vessel list is preselected once the vessels arrive. */
  preselectVessel: boolean;
}

/**
 * Opening resets the selection: the country is the user's (by countryCode) when the list has it; then, when ports
 * exist, the first port, and the vessel preselection waits for the vessel list.
 */
export function initialSelection(
  detail: Pick<DetailResponse, 'countryCode' | 'countryList' | 'portList'>,
): TermsSelection {
  const country = countryIn(detail.countryList, { countryCode: detail.countryCode });
  if (!country) return { countryNo: null, portNo: null, smvpNo: null, preselectVessel: false };
  const port = detail.portList.find((p) => p.countryNo === country.countryNo) ?? detail.portList[0];
  if (!port) return { countryNo: country.countryNo, portNo: null, smvpNo: null, preselectVessel: false };
  return { countryNo: country.countryNo, portNo: port.portNo, smvpNo: null, preselectVessel: true };
}

/** Changing the country clears port and vessel, so the price reads ASK again. */
export function changeCountry(countryNo: number | null): TermsSelection {
  return { countryNo, portNo: null, smvpNo: null, preselectVessel: false };
}

/** Changing the port reloads the vessels; the vessel goes back to the placeholder. */
export function changePort(selection: TermsSelection, portNo: number | null): TermsSelection {
  return { ...selection, portNo, smvpNo: null, preselectVessel: false };
}

export function changeVessel(selection: TermsSelection, smvpNo: number): TermsSelection {
  return { ...selection, smvpNo, preselectVessel: false };
}

/** The vessel shown: the one chosen, else (right after opening) the second entry of the list, else the placeholder. */
export function selectedVessel(selection: TermsSelection, choices: readonly VesselOffer[]): VesselOffer {
  const wanted = selection.smvpNo ?? (selection.preselectVessel ? choices[1]?.smvpNo : undefined) ?? NO_VESSEL;
  return choices.find((choice) => choice.smvpNo === wanted) ?? PLACEHOLDER_VESSEL;
}
