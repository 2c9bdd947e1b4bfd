import {
  cbm,
  hasRole,
  isDeletedFlag,
  mustMaskDetails,
  parseStockQuery,
  superSalePrice,
  type CurrentUser,
  type DetailResponse,
} from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import type { DetailRepo } from './repo.ts';

/** Fields the spec masks for a visitor who must log in: sent as null, never as the real value. */
const MASKED_FIELDS = [
  'sellPrice',
  'discountPrice',
  'mileage',
  'cc',
  'seats',
  'door',
  'handle',
  'initialRegister',
  'chassisNo',
  'weight',
  'length',
  'width',
  'height',
] as const;
const MASKED_NAMES = ['transmissionName', 'fuelName', 'driveName', 'colorName', 'locationName'] as const;
const PREFIXES = ['', 'eng', 'fra', 'ar', 'ru', 'es'];

function maskedKeys(): string[] {
  const nameKeys = MASKED_NAMES.flatMap((base) =>
    PREFIXES.map((prefix) => (prefix ? `${prefix}${base[0]!.toUpperCase()}${base.slice(1)}` : base)),
  );
  return [...MASKED_FIELDS, ...nameKeys, 'colorCode', 'cbm', 'lineCbm'];
}
const MASKED_KEYS = maskedKeys();

type ItemRow = NonNullable<Awaited<ReturnType<DetailRepo['item']>>>;

/**
 * A deleted listing is not shown; one released only to members asks a visitor to log in (a shared link should lead
 * to the login) and an account waiting for approval to wait.
 */
export async function visibleItem(repo: DetailRepo, itemNo: number, user: CurrentUser | null): Promise<ItemRow> {
  const item = await repo.item(itemNo);
  if (!item) throw new AppError('ITEM_NOT_FOUND');
  if (item.secret && mustMaskDetails(user)) throw new AppError(user ? 'ADMISSION_PENDING' : 'MEMBERS_ONLY');
  if (isDeletedFlag(item.flag)) throw new AppError('ITEM_DELETED');
  return item;
}

/**
 * The listing the header search names: a stock number (CB123), or a chassis number for those who may see chassis
 * numbers (a visitor's chassis search answers as no match: the number is masked for them).
 */
export async function findListing(repo: DetailRepo, query: string, user: CurrentUser | null): Promise<number> {
  const parsed = parseStockQuery(query);
  if (!parsed) throw new AppError('VALIDATION', { fields: { q: 'field.invalid' } });
  const itemNo =
    'itemNo' in parsed ? parsed.itemNo : mustMaskDetails(user) ? undefined : await repo.byChassis(parsed.chassisNo);
  if (itemNo === undefined) throw new AppError('ITEM_NOT_FOUND');
  return (await visibleItem(repo, itemNo, user)).itemNo;
}

export interface DetailContext {
  user: CurrentUser | null;
  serverVersion: string;
}

/** The whole detail page in one answer, masked on the server for whoever may not see the details yet. */
export async function detailPage(repo: DetailRepo, itemNo: number, context: DetailContext): Promise<DetailResponse> {
  const { user } = context;
  const item = await visibleItem(repo, itemNo, user);
  const masked = mustMaskDetails(user);
  const countryCode = user?.countryCode ?? 'ZZ';
  const [pictures, options, statuses, salesList, countryList, portList, userViewList] = await Promise.all([
    repo.pictures(itemNo),
    repo.options(itemNo),
    repo.statuses(itemNo),
    repo.salesContacts(),
    repo.countries(),
    repo.portsOf(countryCode),
    user ? repo.recentViews(user.userNo) : Promise.resolve([]),
  ]);
  await repo.recordView(itemNo, user?.userNo);

  const detail: Record<string, unknown> = {
    ...item,
    // Only a discount the page shows: a Super Sale listing's price below its sell price (decision 0080).
    discountPrice: superSalePrice(item),
    updateDate: item.updateDate.toISOString(),
    cbm: cbm(item.length, item.width, item.height),
    masked,
  };
  if (masked) for (const key of MASKED_KEYS) detail[key] = null;
  const selection = (flag: number | boolean | null) => (masked ? null : Number(flag ?? 0));
  const group = (name: string) =>
    options
      .filter((option) => option.optionGroup === name)
      .map(({ optionGroup: _group, selected, ...option }) => ({ ...option, flag: selection(selected) }));

  return {
    item: detail as DetailResponse['item'],
    time: new Date().toISOString(),
    salesList,
    itemOptionSafe: group('safe'),
    itemOptionOutside: group('outside'),
    itemOptionInside: group('inside'),
    itemUnderStatus: statuses.under.map((entry) => ({ ...entry, flag: masked ? null : entry.flag })),
    itemWorkingStatus: statuses.working.map((entry) => ({ ...entry, flag: masked ? null : entry.flag })),
    itemPicture: pictures.map(({ pictureOriginName: _origin, ...picture }) => picture),
    userViewList,
    countryCode,
    countryList,
    portList,
    isMaintenance: false,
    serverVersion: context.serverVersion,
  };
}

/** Partner users may download all original pictures of a listing they can see. */
export async function originalPictures(repo: DetailRepo, itemNo: number, user: CurrentUser) {
  if (!hasRole(user, 'partner')) throw new AppError('FORBIDDEN');
  await visibleItem(repo, itemNo, user);
  return repo.pictures(itemNo);
}
