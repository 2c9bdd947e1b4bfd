import {
  cbm,
  hasRole,
  isDeletedFlag,
  maskedDetailKeys,
  mustMaskDetails,
  parseStockQuery,
  superSalePrice,
  type CurrentUser,
  detailItemSchema,
} from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import type { ReferenceCache, FlaggedEntry } from './reference.ts';
import type { Db } from '../../db/client.ts';
import { createDetailRepo, type DetailRepo } from './repo.ts';
import type { ViewRecorder } from './views.ts';

const MASKED_KEYS = maskedDetailKeys();

/** What other modules read of listings (the SEO head and the sitemap), without reaching into this module's repo. */
export function listingReads(db: Db) {
  const repo = createDetailRepo(db);
  return {
    item: (itemNo: number) => repo.item(itemNo),
    firstPicture: (itemNo: number) => repo.firstPicture(itemNo),
    publicItems: (limit: number) => repo.publicItems(limit),
  };
}
export type ListingReads = ReturnType<typeof listingReads>;

type ItemRow = NonNullable<Awaited<ReturnType<DetailRepo['item']>>>;

/**
 * A deleted listing is not shown; one released only to members asks a visitor to log in (a shared link should lead
 * to the login) and an account waiting for approval to wait.
 */
function visible<Row extends Pick<ItemRow, 'secret' | 'flag'>>(item: Row | undefined, user: CurrentUser | null): Row {
  if (!item) throw new AppError('ITEM_NOT_FOUND');
  if (item.secret && mustMaskDetails(user)) throw new AppError(user ? 'ADMISSION_PENDING' : 'MEMBERS_ONLY');
  if (isDeletedFlag(item.flag)) throw new AppError('ITEM_DELETED');
  return item;
}

export async function visibleItem(repo: DetailRepo, itemNo: number, user: CurrentUser | null): Promise<ItemRow> {
  return visible(await repo.item(itemNo), user);
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

/** The item's keys in the order of detailItemSchema: the order the validating serializer wrote them in. */
const ITEM_KEYS = Object.keys(detailItemSchema.shape);

const COMMA = Buffer.from(',');
const CLOSE_LIST = Buffer.from(']');
const OPEN_LIST = Buffer.from('[');
const flagEnds = new Map<number | null, Buffer>();
/** `1}`, `null}`: the end of a flagged entry. */
function flagEnd(flag: number | null): Buffer {
  let end = flagEnds.get(flag);
  if (!end) flagEnds.set(flag, (end = Buffer.from(`${flag}}`)));
  return end;
}

/** A list of entries with fixed names, each closed with its flag for this listing. */
function flaggedList(entries: FlaggedEntry[], flagOf: (no: number) => number | null): Buffer[] {
  const parts: Buffer[] = [OPEN_LIST];
  entries.forEach((entry, index) => {
    if (index > 0) parts.push(COMMA);
    parts.push(entry.head, flagEnd(flagOf(entry.no)));
  });
  parts.push(CLOSE_LIST);
  return parts;
}

/** The listing's fields as the detail page shows them, masked for whoever must log in first. */
function itemJson(item: ItemRow, masked: boolean): string {
  const detail: Record<string, unknown> = {
    ...item,
    // Only a discount the page shows: a Super Sale listing's price below its sell price (decision 0080).
    discountPrice: superSalePrice(item),
    updateDate: item.updateDate.toISOString(),
    cbm: cbm(item.length, item.width, item.height),
    masked,
  };
  if (masked) for (const key of MASKED_KEYS) detail[key] = null;
  return JSON.stringify(Object.fromEntries(ITEM_KEYS.map((key) => [key, detail[key]])));
}

/**
 * The whole detail page in one answer (DetailResponse as UTF-8 JSON), masked on the server for whoever may not see
 * the details yet: the listing read in one statement, the reference data joined in as fragments serialized once.
 */
export async function detailPage(
  repo: DetailRepo,
  reference: ReferenceCache,
  views: ViewRecorder,
  itemNo: number,
  context: DetailContext,
): Promise<Buffer> {
  const { user } = context;
  const row = await repo.detailRow(itemNo, user?.userNo ?? null);
  const { referenceVersion, pictureList, selectedOptions, statusFlags, viewList, ...item } = visible(row, user);
  const parts = await reference.get(referenceVersion);
  views.record(itemNo, user?.userNo);

  const masked = mustMaskDetails(user);
  const countryCode = user?.countryCode ?? 'ZZ';
  const selected = new Set(selectedOptions);
  const optionFlag = (optionNo: number) => (masked ? null : selected.has(optionNo) ? 1 : 0);
  const statusFlag = (kind: string) => (entryNo: number) =>
    masked ? null : (statusFlags.find(([k, no]) => k === kind && no === entryNo)?.[2] ?? null);
  const text = (value: string) => Buffer.from(value);
  return Buffer.concat([
    text(`{"item":${itemJson(item, masked)},"time":${JSON.stringify(new Date().toISOString())},"salesList":`),
    parts.salesList,
    text(',"itemOptionSafe":'),
    ...flaggedList(parts.options.safe, optionFlag),
    text(',"itemOptionOutside":'),
    ...flaggedList(parts.options.outside, optionFlag),
    text(',"itemOptionInside":'),
    ...flaggedList(parts.options.inside, optionFlag),
    text(',"itemUnderStatus":'),
    ...flaggedList(parts.under, statusFlag('under')),
    text(',"itemWorkingStatus":'),
    ...flaggedList(parts.working, statusFlag('working')),
    text(
      `,"itemPicture":${JSON.stringify(pictureList)},"userViewList":${JSON.stringify(viewList)},` +
        `"countryCode":${JSON.stringify(countryCode)},"countryList":`,
    ),
    parts.countryList,
    text(',"portList":'),
    parts.portLists.get(countryCode) ?? OPEN_CLOSED_LIST,
    text(`,"isMaintenance":false,"serverVersion":${JSON.stringify(context.serverVersion)}}`),
  ]);
}
const OPEN_CLOSED_LIST = Buffer.from('[]');

/** Partner users may download all original pictures of a listing they can see. */
export async function originalPictures(repo: DetailRepo, itemNo: number, user: CurrentUser) {
  if (!hasRole(user, 'partner')) throw new AppError('FORBIDDEN');
  await visibleItem(repo, itemNo, user);
  return repo.pictures(itemNo);
}
