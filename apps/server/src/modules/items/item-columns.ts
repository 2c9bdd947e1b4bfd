import {
  CATEGORY,
  cbm,
  commissionFor,
  displacementMessage,
  FIELD_MESSAGES,
  type CarItemInfo,
  type CarItemUpdateInfo,
  type Category,
  type OptionFlag,
  type SpecialItemInfo,
  type SpecialItemUpdateInfo,
  type UnderFlag,
  type WorkingFlag,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { createCatalogService } from '../catalog/service.ts';
import { fieldError } from './checks.ts';
import { createFormLookupsRepo, type LookupChoices } from './form-lookups-repo.ts';
import type { ItemRow, StatusRow } from './repo.ts';

/** Special models without a freight class in the catalog ship as trucks (class 6). */
const DEFAULT_SPECIAL_CFVT = 6;

type CarInfo = CarItemInfo | CarItemUpdateInfo;
type SpecialInfo = SpecialItemInfo | SpecialItemUpdateInfo;
export interface CarLists {
  itemOptionOutside: OptionFlag[];
  itemOptionInside: OptionFlag[];
  itemOptionSafe: OptionFlag[];
  itemUnderStatus: UnderFlag[];
  itemWorkingStatus: WorkingFlag[];
}
export interface CarListRows {
  optionNos: number[];
  statuses: StatusRow[];
}

function commonColumns(info: CarInfo | SpecialInfo): Partial<ItemRow> {
  return {
    sellPrice: info.sellPrice,
    discountPrice: info.discountPrice,
    year: info.year,
    grade: info.grade,
    mileage: info.mileage,
    cc: info.cc,
    power: info.power,
    seats: info.seats,
    door: info.door,
    handle: info.handle,
    initialRegister: info.initialRegister,
    weight: info.weight,
    length: info.length,
    width: info.width,
    height: info.height,
    makerNo: info.maker,
    modelNo: info.model,
    transmissionNo: info.transmission,
    fuelNo: info.fuel,
    driveNo: info.drive,
    locationNo: info.location,
    colorNo: info.color,
    youtube: info.youtube,
    secret: info.secret,
    partners: info.partners,
    salvage: info.salvage,
    // The vehicle's own volume from its entered size (decision 0004), not the catalog's estimate.
    lineCbm: cbm(info.length, info.width, info.height),
  };
}

/** The condition entries as rows; an unknown or repeated entry is refused. */
function statusRows(
  lists: CarLists,
  entries: { under: Set<number>; working: Set<number> },
  fields: Record<string, string>,
) {
  const statuses: StatusRow[] = [];
  for (const { underNo, flag } of lists.itemUnderStatus) {
    if (!entries.under.has(underNo)) fields.itemUnderStatus = FIELD_MESSAGES.invalid;
    statuses.push({ kind: 'under', entryNo: underNo, flag });
  }
  for (const { workingNo, flag } of lists.itemWorkingStatus) {
    if (!entries.working.has(workingNo)) fields.itemWorkingStatus = FIELD_MESSAGES.invalid;
    statuses.push({ kind: 'working', entryNo: workingNo, flag });
  }
  const seen = new Set<string>();
  for (const status of statuses) {
    const key = `${status.kind}:${status.entryNo}`;
    if (seen.has(key))
      fields[status.kind === 'under' ? 'itemUnderStatus' : 'itemWorkingStatus'] = FIELD_MESSAGES.invalid;
    seen.add(key);
  }
  return statuses;
}

/**
 * A listing form's choices checked against the catalog and turned into the item's columns, with the freight class
 * from the catalog and the commission from the tiers, whatever the client sent.
 */
export function createItemColumns(db: Db) {
  const lookups = createFormLookupsRepo(db);
  const catalog = createCatalogService(db);

  async function commissionOf(price: number): Promise<number> {
    return commissionFor(price, await catalog.commissionTiers());
  }

  /**
   * The lookups the form names exist; the drive is one of the category's (a car is not 6x4); cc 0 only with an
   * engineless fuel (the rule needs the fuel's catalog code).
   */
  async function checkLookups(
    category: Category,
    info: LookupChoices & { cc: number },
    fields: Record<string, string>,
  ) {
    for (const name of await lookups.missingLookups(category, info))
      fields[`itemInfo.${name}`] = FIELD_MESSAGES.invalid;
    const displacement = displacementMessage(info.cc, await lookups.fuelCode(info.fuel));
    if (displacement && !fields['itemInfo.fuel']) fields['itemInfo.cc'] = displacement;
  }

  /** The car's columns, with the freight class from its detail model and the volume from its entered size. */
  async function carColumns(info: CarInfo): Promise<Partial<ItemRow>> {
    const fields: Record<string, string> = {};
    const model = await lookups.carCatalog(info);
    if (!model) fields['itemInfo.detailModel'] = FIELD_MESSAGES.invalid;
    await checkLookups(CATEGORY.car, info, fields);
    if (Object.keys(fields).length > 0) throw fieldError(fields);
    return {
      ...commonColumns(info),
      category: CATEGORY.car,
      detailModelNo: info.detailModel,
      productNo: info.product,
      formNo: null,
      formDetailNo: null,
      capacityNo: null,
      cfvtNo: model!.cfvtNo,
    };
  }

  async function specialColumns(info: SpecialInfo): Promise<Partial<ItemRow>> {
    const fields: Record<string, string> = {};
    const model = await lookups.specialCatalog(info);
    if (!model) fields['itemInfo.model'] = FIELD_MESSAGES.invalid;
    await checkLookups(CATEGORY.special, info, fields);
    if (Object.keys(fields).length > 0) throw fieldError(fields);
    return {
      ...commonColumns(info),
      category: CATEGORY.special,
      formNo: info.form,
      formDetailNo: info.formDetail,
      capacityNo: info.capacity,
      detailModelNo: null,
      productNo: null,
      cfvtNo: model!.cfvtNo ?? DEFAULT_SPECIAL_CFVT,
    };
  }

  /** The checked options (each in its own group) and the condition entries, as rows. */
  async function carLists(lists: CarLists): Promise<CarListRows> {
    const groups: [keyof CarLists, string][] = [
      ['itemOptionSafe', 'safe'],
      ['itemOptionOutside', 'outside'],
      ['itemOptionInside', 'inside'],
    ];
    const chosen = groups.flatMap(([list, group]) =>
      (lists[list] as OptionFlag[]).filter((o) => o.flag).map((o) => ({ list, group, optionNo: o.optionNo })),
    );
    const known = await lookups.optionGroups(chosen.map((o) => o.optionNo));
    const fields: Record<string, string> = {};
    for (const option of chosen)
      if (known.get(option.optionNo) !== option.group) fields[option.list] = FIELD_MESSAGES.invalid;
    const statuses = statusRows(lists, await lookups.statusEntryNos(), fields);
    if (Object.keys(fields).length > 0) throw fieldError(fields);
    return { optionNos: [...new Set(chosen.map((o) => o.optionNo))], statuses };
  }

  return { commissionOf, carColumns, specialColumns, carLists };
}
