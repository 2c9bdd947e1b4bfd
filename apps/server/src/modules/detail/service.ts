import {
  cbm,
  conditionSummary,
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
import {
  createCompressedPrefixes,
  type CompressedPrefixes,
  type PrefixEncoding,
} from '../../platform/compressed-prefix.ts';
import { createListingCache, type BuiltListing, type CachedListing, type DetailRow } from './listing-cache.ts';
import { createReferenceCache, type FlaggedEntry, type ReferenceParts } from './reference.ts';
import type { Db } from '../../db/client.ts';
import type { Versions } from '../../db/fresh-versions.ts';
import { createDetailRepo, type DetailRepo, type RecentView } from './repo.ts';
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

/** The item's keys in the order of detailItemSchema (but the view counter, which comes last). */
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

/**
 * The listing's fields as the detail page shows them, masked for whoever must log in first, up to the value of the
 * view counter, which comes last (shown from memory, decision 0125): `"item":{...,"updateViews":`.
 */
function itemJsonBeforeViews(item: DetailRow, masked: boolean): string {
  const detail: Record<string, unknown> = {
    ...item,
    // Only a discount the page shows: a Super Sale listing's price below its sell price (decision 0080).
    discountPrice: superSalePrice(item),
    updateDate: item.updateDate.toISOString(),
    cbm: cbm(item.length, item.width, item.height),
    condition: item.condition && conditionSummary(item.condition, masked),
    masked,
  };
  if (masked) for (const key of MASKED_KEYS) detail[key] = null;
  const fields = JSON.stringify(Object.fromEntries(ITEM_KEYS_BUT_VIEWS.map((key) => [key, detail[key]]))).slice(0, -1);
  return `"item":${fields}${fields.length > 1 ? ',' : ''}"updateViews":`;
}
const ITEM_KEYS_BUT_VIEWS = ITEM_KEYS.filter((key) => key !== 'updateViews');

/** What a listing's answer for `masked` has that does not change from one answer to the next. */
function buildListing(listing: CachedListing, reference: ReferenceParts, masked: boolean): BuiltListing {
  const { pictureList, selectedOptions, statusFlags } = listing.row;
  const selected = new Set(selectedOptions);
  const optionFlag = (optionNo: number) => (masked ? null : selected.has(optionNo) ? 1 : 0);
  const statusFlag = (kind: string) => (entryNo: number) =>
    masked ? null : (statusFlags.find(([k, no]) => k === kind && no === entryNo)?.[2] ?? null);
  return {
    reference,
    lists: Buffer.concat([
      text('{"salesList":'),
      reference.salesList,
      text(',"itemOptionSafe":'),
      ...flaggedList(reference.options.safe, optionFlag),
      text(',"itemOptionOutside":'),
      ...flaggedList(reference.options.outside, optionFlag),
      text(',"itemOptionInside":'),
      ...flaggedList(reference.options.inside, optionFlag),
      text(',"itemUnderStatus":'),
      ...flaggedList(reference.under, statusFlag('under')),
      text(',"itemWorkingStatus":'),
      ...flaggedList(reference.working, statusFlag('working')),
      text(`,"itemPicture":${JSON.stringify(pictureList)},"countryList":`),
    ]),
    item: text(`,${itemJsonBeforeViews(listing.row, masked)}`),
  };
}
const text = (value: string) => Buffer.from(value);

const OPEN_CLOSED_LIST = Buffer.from('[]');

/** The detail module's reads: the page, the header search's listing and a partner's original pictures. */
export function createDetailService(
  db: Db,
  views: ViewRecorder,
  serverVersion: string,
  compressed: CompressedPrefixes = createCompressedPrefixes(),
  repo: DetailRepo = createDetailRepo(db),
) {
  const listings = createListingCache(repo);
  const reference = createReferenceCache(repo);
  const visibleItem = async (itemNo: number, user: CurrentUser | null): Promise<ItemRow> =>
    visible(await repo.item(itemNo), user);

  return {
    /**
     * The whole detail page in one answer (DetailResponse as UTF-8 JSON), masked on the server for whoever may not
     * see the details yet. A repeated answer costs a version check (one statement shared by the requests of a round
     * trip, and by the request's session check: `readVersions`) and joining fragments built once: the listing, the
     * reference data and a logged-in viewer's recently viewed list are kept in memory while their versions hold
     * (decisions 0097, 0125, 0160). In `encoding` (brotli or gzip) the part shared by every viewer of the listing,
     * class and country is compressed once, and the answer's own part appended (decision 0180).
     */
    async page(
      itemNo: number,
      user: CurrentUser | null,
      readVersions: () => Promise<Versions>,
      encoding: PrefixEncoding | undefined,
    ): Promise<Buffer> {
      const versions = await readVersions();
      const [listing, parts, viewList] = await Promise.all([
        listings.listing(itemNo, versions.listing),
        reference.get(versions.reference),
        user ? listings.viewList(user.userNo, versions) : [],
      ]);
      visible(listing?.row, user);
      const cached = listing!;
      const masked = mustMaskDetails(user);
      let built = cached.built.get(masked);
      if (built?.reference !== parts) cached.built.set(masked, (built = buildListing(cached, parts, masked)));
      const shownViews = cached.views++;
      views.record(itemNo, user?.userNo);

      const countryCode = user?.countryCode ?? 'ZZ';
      // What every viewer of this listing, class (masked or not) and country is answered: compressed once while
      // the listing and the reference data stay the same (`built` is new when either changes).
      const shared = () =>
        Buffer.concat([
          built.lists,
          parts.countryList,
          text(`,"countryCode":${JSON.stringify(countryCode)},"portList":`),
          parts.portLists.get(countryCode) ?? OPEN_CLOSED_LIST,
          text(`,"isMaintenance":false,"serverVersion":${JSON.stringify(serverVersion)}`),
          built.item,
        ]);
      // Then this answer's own part, never kept: the counter, the time and the viewer's recently viewed list.
      const own = text(
        `${shownViews}},"time":${JSON.stringify(new Date().toISOString())},"userViewList":${JSON.stringify(viewList)}}`,
      );
      return compressed.answer(`${itemNo} ${masked} ${countryCode}`, built, shared, own, encoding);
    },

    /** A member's recently viewed list as of `versions` (the detail answer's userViewList). */
    viewList: (userNo: number, versions: Versions): Promise<RecentView[]> => listings.viewList(userNo, versions),

    /**
     * The listing the header search names: a stock number (CB123), or a chassis number for those who may see chassis
     * numbers (a visitor's chassis search answers as no match: the number is masked for them).
     */
    async findListing(query: string, user: CurrentUser | null): Promise<number> {
      const parsed = parseStockQuery(query);
      if (!parsed) throw new AppError('VALIDATION', { fields: { q: 'field.invalid' } });
      const itemNo =
        'itemNo' in parsed ? parsed.itemNo : mustMaskDetails(user) ? undefined : await repo.byChassis(parsed.chassisNo);
      if (itemNo === undefined) throw new AppError('ITEM_NOT_FOUND');
      return (await visibleItem(itemNo, user)).itemNo;
    },

    /** Partner users may download all original pictures of a listing they can see. */
    async originalPictures(itemNo: number, user: CurrentUser) {
      if (!hasRole(user, 'partner')) throw new AppError('FORBIDDEN');
      await visibleItem(itemNo, user);
      return repo.pictures(itemNo);
    },
  };
}
export type DetailService = ReturnType<typeof createDetailService>;
