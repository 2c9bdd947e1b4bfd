import {
  detailResponseSchema,
  localizedKeys,
  type DetailItem,
  type DetailResponse,
  type LocalizedKey,
} from '@market/domain';
import { fixture } from './api-fixture.ts';

/** A name in all six languages' fields: names('maker', 'Kia') is { maker, engMaker, fraMaker, arMaker, ruMaker, esMaker }. */
export const names = <B extends string, V extends string | null>(base: B, value: V) =>
  Object.fromEntries(localizedKeys(base).map((key) => [key, value])) as Record<LocalizedKey<B>, V>;

/**
 * A whole detail page answer (GET /api/pages/detail) of a 2019 Hyundai Sonata, unmasked, with what a test gives in
 * place of the defaults; parsed with the server's schema, so a fixture the server could not send fails at once.
 */
export function detailResponse({
  item,
  ...rest
}: Partial<Omit<DetailResponse, 'item'>> & { item?: Partial<DetailItem> } = {}): DetailResponse {
  return fixture(detailResponseSchema, {
    item: {
      itemNo: 7,
      category: 1,
      flag: 0,
      partners: false,
      premierFlag: false,
      secret: false,
      youtube: null,
      masked: false,
      sellPrice: 10_000,
      discountPrice: null,
      updateDate: '2026-01-01T00:00:00.000Z',
      updateViews: 0,
      year: 2019,
      carInfoNo: 31,
      grade: null,
      mileage: 80_000,
      cc: 1999,
      power: null,
      seats: 5,
      door: 4,
      handle: 0,
      cfvtNo: 2,
      lineCbm: 13.351,
      initialRegister: null,
      chassisNo: 'KMHE341DBKA123456',
      weight: 1450,
      length: 4900,
      width: 1860,
      height: 1465,
      cbm: 13.351,
      colorCode: null,
      condition: null,
      makerNo: 1,
      modelNo: 1,
      ...names('maker', 'Hyundai'),
      ...names('model', 'Sonata'),
      ...names('detailModel', null),
      ...names('productName', null),
      ...names('formName', null),
      ...names('formDetailName', null),
      ...names('capacityName', null),
      ...names('transmissionName', null),
      ...names('fuelName', null),
      ...names('driveName', null),
      ...names('colorName', null),
      ...names('locationName', null),
      ...item,
    },
    time: '2026-01-01T00:00:00.000Z',
    salesList: [],
    itemOptionSafe: [],
    itemOptionOutside: [],
    itemOptionInside: [],
    itemUnderStatus: [],
    itemWorkingStatus: [],
    itemPicture: [],
    userViewList: [],
    countryCode: 'CL',
    countryList: [],
    portList: [],
    isMaintenance: false,
    serverVersion: 'test',
    ...rest,
  });
}
