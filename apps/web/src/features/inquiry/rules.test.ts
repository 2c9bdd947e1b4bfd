import { describe, expect, it } from 'vitest';
import { EMPTY_CONSIGNEE, MAX_CONSIGNEES } from '@market/domain';
import { accountConsignee, listAsOpened, listWithNew, selectConsignee } from './consignee-rules.ts';
import { leaveDecision } from './leave-rules.ts';
import {
  changeCountry,
  changePort,
  changeVessel,
  initialSelection,
  offerPrice,
  selectedVessel,
  vesselChoices,
  type VesselOffer,
} from './terms-rules.ts';

const names = (base: string, value: string) =>
  Object.fromEntries(
    ['', 'eng', 'fra', 'ar', 'ru', 'es'].map((p) => [
      p ? `${p}${base[0]!.toUpperCase()}${base.slice(1)}` : base,
      value,
    ]),
  );
const offer = (smvpNo: number, totalPrice: number | null, count = 3): VesselOffer =>
  ({
    smvpNo,
    vessel: 'roro',
    terms: 'CFR',
    totalPrice,
    askFlag: totalPrice === null,
    count,
    ...names('vesselName', 'RoRo'),
    ...names('termsName', 'CFR'),
  }) as VesselOffer;

const detail = {
  countryCode: 'CL',
  countryList: [
    { countryNo: 1, countryCode: 'KR', ...names('countryName', 'Korea') },
    { countryNo: 2, countryCode: 'CL', ...names('countryName', 'Chile') },
  ],
  portList: [
    { portNo: 10, countryNo: 2, ...names('portName', 'Iquique') },
    { portNo: 11, countryNo: 2, ...names('portName', 'San Antonio') },
  ],
} as Parameters<typeof initialSelection>[0];

describe('terms selection rules', () => {
  it('starts from the user country, its first port, and preselects the second entry of the vessel list', () => {
    const selection = initialSelection(detail);
    expect(selection).toMatchObject({ countryNo: 2, portNo: 10, smvpNo: null, preselectVessel: true });
    const choices = vesselChoices([offer(5, 900, 0), offer(6, 1200), offer(7, 1500)]);
    expect(choices.map((c) => c.smvpNo)).toEqual([0, 6, 7]);
    expect(choices[0]!.terms).toBe('None');
    expect(selectedVessel(selection, choices).smvpNo).toBe(6);
  });

  it('has no country when the user country is not in the list', () => {
    expect(initialSelection({ ...detail, countryCode: 'ZZ' })).toMatchObject({ countryNo: null, portNo: null });
  });

  it('clears port and vessel on a new country, and the vessel on a new port', () => {
    const chosen = changeVessel(initialSelection(detail), 7);
    expect(changeCountry(1)).toEqual({ countryNo: 1, portNo: null, smvpNo: null, preselectVessel: false });
    expect(changePort(chosen, 11)).toMatchObject({ countryNo: 2, portNo: 11, smvpNo: null, preselectVessel: false });
    expect(selectedVessel(changePort(chosen, 11), vesselChoices([offer(6, 1200)])).smvpNo).toBe(0);
  });

  it('prices: total = sell price + vessel freight; no vessel, smvpNo 0 or an ASK offer read ASK', () => {
    const car = { sellPrice: 10_000, discountPrice: null, partners: false };
    expect(offerPrice(car, offer(6, 1200))).toMatchObject({
      price: 10_000,
      freightFee: 1200,
      totalPrice: 11_200,
      terms: 'CFR',
      isTerms: true,
      isSubInfo: false,
    });
    expect(offerPrice(car, undefined)).toMatchObject({ freightFee: null, totalPrice: null, isTerms: false });
    expect(offerPrice(car, vesselChoices([])[0])).toMatchObject({ freightFee: null, totalPrice: null });
    expect(offerPrice(car, offer(8, null))).toMatchObject({ freightFee: null, totalPrice: null, isTerms: true });
  });

  it('prices a Super Sale listing at its discount price', () => {
    const superSale = { sellPrice: 10_000, discountPrice: 9_000, partners: true };
    expect(offerPrice(superSale, offer(6, 1200))).toMatchObject({
      price: 10_000,
      discountPrice: 9_000,
      additionalPrice: -1_000,
      totalPrice: 10_200,
      isSubInfo: true,
    });
  });
});

describe('consignee rules', () => {
  const list = [
    { uciNo: 1, flag: 1 as const, ...EMPTY_CONSIGNEE, userName: 'A', requirement: '' },
    { uciNo: 2, flag: 0 as const, ...EMPTY_CONSIGNEE, userName: 'B', requirement: '' },
  ];
  it('marks the clicked card 1 and the others 0; on the new tab nothing is marked at load', () => {
    expect(selectConsignee(list, 2).map((c) => c.flag)).toEqual([0, 1]);
    expect(listAsOpened(list, 1, 1).map((c) => c.flag)).toEqual([0, 0]);
    expect(listAsOpened(list, 0, 2).map((c) => c.flag)).toEqual([0, 1]);
  });

  it("fills a new consignee from the account: a company's name and address, else the buyer's own name", () => {
    const buyer = { name: 'Layla Haddad', phone: '+962 7 9000 0000', email: 'layla@example.com' };
    expect(accountConsignee({ ...buyer, companyName: null, companyAddress: null })).toEqual({
      userName: 'Layla Haddad',
      userPhone: '+962 7 9000 0000',
      userEmail: 'layla@example.com',
      userConsigneeName: 'Layla Haddad',
      userConsigneeAddress: '',
      userDocumentAddress: '',
    });
    expect(accountConsignee({ ...buyer, companyName: 'Haddad Motors', companyAddress: 'Amman 5' })).toMatchObject({
      userConsigneeName: 'Haddad Motors',
      userConsigneeAddress: 'Amman 5',
      userDocumentAddress: 'Amman 5',
    });
  });

  it('keeps a new consignee for next time: the default when there is none, never twice, not past the limit', () => {
    const typed = { ...EMPTY_CONSIGNEE, userName: 'C', userPhone: '1' };
    expect(listWithNew([], typed, 'LHD')).toEqual([{ ...typed, requirement: 'LHD', flag: 1 }]);
    expect(listWithNew(list, typed, '')).toEqual([...list, { ...typed, requirement: '', flag: 0 }]);
    expect(listWithNew(list, { ...EMPTY_CONSIGNEE, userName: ' B ' }, '')).toBe('same');
    const full = Array.from({ length: MAX_CONSIGNEES }, (_, i) => ({ ...list[1]!, uciNo: i + 1, userPhone: `${i}` }));
    expect(listWithNew(full, typed, '')).toBe('full');
  });
});

describe('leaving the detail page', () => {
  const closed = {
    dialogView: false,
    editTerms: true,
    isFinish: false,
    selectConsigneeInfoDialog: false,
    closeAlert: false,
  };
  const to = (pathname: string, search = '') => ({ pathname, search });
  it('always lets the inquiry list and detail through', () => {
    expect(leaveDecision({ ...closed, dialogView: true, editTerms: false }, to('/users/inquiry/list')).kind).toBe(
      'allow',
    );
    expect(
      leaveDecision({ ...closed, dialogView: true, isFinish: true, editTerms: false }, to('/users/inquiry/detail/4'))
        .kind,
    ).toBe('allow');
  });
  it('once finished, allows only home', () => {
    const finished = { ...closed, dialogView: true, editTerms: false, isFinish: true };
    expect(leaveDecision(finished, to('/')).kind).toBe('allow');
    expect(leaveDecision(finished, to('/item/list/car'))).toEqual({ kind: 'stay', effect: 'none' });
  });
  it('closes the sales view, the consignee list, raises the close alert, or closes the dialog on terms', () => {
    expect(leaveDecision({ ...closed, salesView: true }, to('/'))).toEqual({ kind: 'stay', effect: 'closeSalesView' });
    const confirm = { ...closed, dialogView: true, editTerms: false };
    expect(leaveDecision({ ...confirm, selectConsigneeInfoDialog: true }, to('/'))).toEqual({
      kind: 'stay',
      effect: 'closeConsigneeList',
    });
    expect(leaveDecision(confirm, to('/'))).toEqual({ kind: 'stay', effect: 'raiseCloseAlert' });
    expect(leaveDecision({ ...closed, dialogView: true }, to('/'))).toEqual({ kind: 'stay', effect: 'closeDialog' });
  });
  it('sends back-navigation toward upload to /item/list and toward update to /item/management', () => {
    const back = (pathname: string, search = '') => ({ ...to(pathname, search), back: true });
    expect(leaveDecision(closed, back('/item/upload'))).toEqual({ kind: 'redirect', to: '/item/list' });
    expect(leaveDecision(closed, back('/item/upload', '?itemNo=5'))).toEqual({
      kind: 'redirect',
      to: '/item/management',
    });
    expect(leaveDecision(closed, back('/item/list/car')).kind).toBe('allow');
  });

  it('lets an explicit Add Item click open the form (product decision, issue 14)', () => {
    expect(leaveDecision(closed, to('/item/upload')).kind).toBe('allow');
    expect(leaveDecision(closed, to('/item/list/car')).kind).toBe('allow');
  });
});
