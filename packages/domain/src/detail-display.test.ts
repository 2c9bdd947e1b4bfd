import { describe, expect, it } from 'vitest';
import type { DetailItem, SalesContact } from './detail.ts';
import {
  displayGrade,
  groupSalesContacts,
  priceView,
  showsSalesGroupTitle,
  specRows,
  underStatusValue,
  whatsappLink,
  workingStatusValue,
} from './detail-display.ts';
import { youtubeEmbedUrl, youtubeVideoId } from './gallery.ts';

const six = (base: string, en: string | null, ko: string | null = en) => {
  const cap = `${base[0]?.toUpperCase()}${base.slice(1)}`;
  return { [base]: ko, [`eng${cap}`]: en, [`fra${cap}`]: en, [`ar${cap}`]: en, [`ru${cap}`]: en, [`es${cap}`]: en };
};

const car = {
  itemNo: 7,
  category: 1,
  flag: 0,
  partners: false,
  premierFlag: false,
  secret: false,
  youtube: null,
  masked: false,
  sellPrice: 12500,
  discountPrice: null,
  updateDate: '2026-01-01T00:00:00Z',
  updateViews: 0,
  year: 2019,
  carInfoNo: 31,
  grade: '-',
  mileage: 81234,
  cc: 1999,
  power: null,
  seats: 5,
  door: 4,
  handle: 0,
  cfvtNo: 2,
  lineCbm: 12.1,
  initialRegister: null,
  chassisNo: 'KMHE341DBKA123456',
  weight: 1450,
  length: 4900,
  width: 1860,
  height: 1465,
  cbm: 13.351,
  colorCode: '#FFFFFF',
  makerNo: 1,
  modelNo: 1,
  ...six('maker', 'Hyundai', '현대'),
  ...six('model', 'Sonata', '쏘나타'),
  ...six('detailModel', 'Sonata DN8 2.0'),
  ...six('productName', 'Sedan'),
  ...six('formName', null),
  ...six('formDetailName', null),
  ...six('capacityName', null),
  ...six('transmissionName', 'Automatic'),
  ...six('fuelName', 'Gasoline'),
  ...six('driveName', '2WD'),
  ...six('colorName', 'White'),
  ...six('locationName', 'Incheon'),
} as DetailItem;

const masked = {
  ...car,
  masked: true,
  sellPrice: null,
  mileage: null,
  cc: null,
  handle: null,
  weight: null,
  length: null,
  width: null,
  height: null,
  cbm: null,
  chassisNo: null,
  ...six('fuelName', null),
} as DetailItem;

const value = (rows: ReturnType<typeof specRows>, key: string) => rows.find((row) => row.key === key)?.value;

describe('price line', () => {
  it('shows the price, the mask, or Sold out', () => {
    expect(priceView(car)).toEqual({ kind: 'price', text: '$12,500', struck: null, amount: 12500 });
    expect(priceView(masked)).toEqual({ kind: 'masked', text: '$***,***' });
    expect(priceView({ ...car, flag: 3 })).toEqual({ kind: 'soldOut' });
    expect(priceView({ ...masked, flag: 3 })).toEqual({ kind: 'soldOut' });
  });

  it('strikes the sell price through for partner items and the event discount', () => {
    expect(priceView({ ...car, partners: true, discountPrice: 11875 })).toEqual({
      kind: 'price',
      text: '$11,875',
      struck: '$12,500',
      amount: 11875,
    });
    expect(priceView(car, true)).toEqual({ kind: 'price', text: '$12,300', struck: '$12,500', amount: 12300 });
    expect(priceView({ ...masked, partners: true })).toEqual({ kind: 'masked', text: '$***,***' });
  });

  it('shows no discount for a Super Sale listing without a discount below its price', () => {
    expect(priceView({ ...car, partners: true })).toEqual({
      kind: 'price',
      text: '$12,500',
      struck: null,
      amount: 12500,
    });
    expect(priceView({ ...car, partners: true, discountPrice: 12500 })).toEqual({
      kind: 'price',
      text: '$12,500',
      struck: null,
      amount: 12500,
    });
  });
});

describe('spec rows', () => {
  it('shows values with units, and hides the grade when it is -', () => {
    const rows = specRows(car, 1);
    expect(value(rows, 'mileage')).toBe('81,234 Km');
    expect(value(rows, 'cc')).toBe('1,999 cc');
    expect(value(rows, 'weight')).toBe('1,450 Kg');
    expect(value(rows, 'size')).toBe('4900 x 1860 x 1465 mm');
    expect(value(rows, 'cbm')).toBe('13.351 m³');
    expect(value(rows, 'initialRegister')).toBe('-');
    expect(value(rows, 'detailModel')).toBe('Sonata DN8 2.0');
    expect(rows.find((row) => row.key === 'steering')).toEqual({ key: 'steering', value: 'left', translate: true });
    expect(rows.some((row) => row.key === 'grade')).toBe(false);
    expect(rows.some((row) => row.key === 'power' || row.key === 'form' || row.key === 'capacity')).toBe(false);
    expect(value(specRows({ ...car, grade: 'Premium' }, 1), 'grade')).toBe('Premium');
  });

  it('masks every masked field with ****** and keeps the year', () => {
    const rows = specRows(masked, 1);
    for (const key of [
      'mileage',
      'fuel',
      'transmission',
      'cc',
      'seats',
      'door',
      'steering',
      'drive',
      'color',
      'initialRegister',
      'location',
      'weight',
      'size',
      'cbm',
      'chassisNo',
    ])
      expect(value(rows, key), key).toBe('******');
    expect(value(rows, 'year')).toBe('2019');
    expect(rows.find((row) => row.key === 'color')?.swatch).toBeNull();
  });

  it('shows form, form detail, capacity and power for special vehicles, and no detail model', () => {
    const special = {
      ...car,
      category: 2,
      power: null,
      ...six('formName', 'Truck'),
      ...six('formDetailName', 'Cargo'),
      ...six('capacityName', '5 t'),
    } as DetailItem;
    const rows = specRows(special, 2);
    expect(value(rows, 'form')).toBe('Truck');
    expect(value(rows, 'capacity')).toBe('5 t');
    expect(value(rows, 'power')).toBe('-');
    expect(value(specRows({ ...special, power: 380 }, 2), 'power')).toBe('380 HP');
    expect(rows.some((row) => row.key === 'detailModel' || row.key === 'door')).toBe(false);
    // The special form asks neither the steering side nor the seats.
    expect(rows.some((row) => row.key === 'steering' || row.key === 'seats')).toBe(false);
  });

  it('hides a missing or - grade', () => {
    expect(displayGrade(null)).toBeNull();
    expect(displayGrade(' - ')).toBeNull();
    expect(displayGrade('LX')).toBe('LX');
  });
});

describe('sales contacts', () => {
  const contact = (siNo: number, location: string, countryCodes: string[]): SalesContact =>
    ({
      siNo,
      siName: `Contact ${siNo}`,
      siLanguage: 'English',
      siPhone: '+82 10-1234-5678',
      siSrc: null,
      ...six('siLocation', location),
      ...six('siContent', null),
      countryCodes,
    }) as SalesContact;

  it('groups contacts by location; titles only the Ukraine group in Russian and the Central group in Spanish', () => {
    const list = [
      contact(1, 'CIS', ['RU', 'UA']),
      contact(2, 'CIS', ['RU', 'UA']),
      contact(3, 'Africa', ['GH']),
    ].concat(contact(4, 'Latin America', ['GT', 'CL']));
    const titles = (language: 0 | 1 | 2 | 3 | 4 | 5) =>
      groupSalesContacts(list, language).map((group) => [group.location, group.contacts.length, group.showTitle]);
    expect(titles(4)).toEqual([
      ['CIS', 2, true],
      ['Africa', 1, false],
      ['Latin America', 1, false],
    ]);
    expect(titles(5).map(([, , shown]) => shown)).toEqual([false, false, true]);
    for (const language of [0, 1, 2, 3] as const) expect(titles(language).some(([, , shown]) => shown)).toBe(false);
    expect(showsSalesGroupTitle(['KR'], 4)).toBe(false);
  });

  it('links WhatsApp with the digits of the phone and the prefilled message', () => {
    expect(whatsappLink('+82 10-1234-5678', 'About CB7?')).toBe('https://wa.me/821012345678?text=About%20CB7%3F');
  });
});

describe('status values', () => {
  it('shows lower-body level 1-5 as 0%..100%, the others as yes or none', () => {
    expect([1, 2, 3, 4, 5].map((level) => underStatusValue(1, level))).toEqual(
      [0, 25, 50, 75, 100].map((percent) => ({ kind: 'percent', percent })),
    );
    expect(underStatusValue(2, 1)).toEqual({ kind: 'yes' });
    expect(underStatusValue(3, 0)).toEqual({ kind: 'none' });
    expect(underStatusValue(1, null)).toBeNull();
  });

  it('shows working, not working and not applicable', () => {
    expect([1, 0, 2, null].map(workingStatusValue)).toEqual(['working', 'notWorking', 'notApplicable', null]);
  });
});

describe('video links', () => {
  it('finds the id of watch, short and embed links and embeds without cookies', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeVideoId('https://youtu.be/aqz-KE-bpKQ?t=3')).toBe('aqz-KE-bpKQ');
    expect(youtubeVideoId('https://www.youtube.com/embed/aqz-KE-bpKQ')).toBe('aqz-KE-bpKQ');
    expect(youtubeVideoId('https://example.com/video')).toBeUndefined();
    expect(youtubeVideoId(null)).toBeUndefined();
    expect(youtubeEmbedUrl('aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0');
  });
});
