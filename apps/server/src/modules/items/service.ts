import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  CATEGORY,
  cbm,
  commissionFor,
  discountMessage,
  displacementMessage,
  FIELD_MESSAGES,
  ITEM_FIELD_MESSAGES,
  itemNoField,
  itemNumber,
  isStaffDeletedFlag,
  ITEM_FLAG,
  MAX_PICTURES,
  PRICE_RANGES,
  type CarItemInfo,
  type CarItemUpdateInfo,
  type Category,
  type CurrentUser,
  type ManagementQuery,
  type OptionFlag,
  type OwnItem,
  type SpecialItemInfo,
  type SpecialItemUpdateInfo,
  type UnderFlag,
  type WorkingFlag,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { pictureFiles, processPicture, variantKeys } from '../../platform/pictures.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Upload } from '../../platform/uploads.ts';
import { createCatalogService } from '../catalog/service.ts';
import { createImportRulesService } from '../import-rules/service.ts';
import { createItemsRepo, type ItemRow, type LookupChoices, type PictureKeys, type StatusRow } from './repo.ts';
import { createStagedRepo } from './staged-repo.ts';

/** A staged picture no save has taken within a day is swept (its form was abandoned). */
const STAGED_PICTURE_TTL_MS = 24 * 60 * 60 * 1000;
/** The folder of staged pictures within a category's; their keys stay the same once a listing takes them. */
const STAGED_PLACE = 'staged';

/** "Move to top" is allowed once a day per listing. */
const MOVE_TO_TOP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Special models without a freight class in the catalog ship as trucks (class 6). */
const DEFAULT_SPECIAL_CFVT = 6;

type CarInfo = CarItemInfo | CarItemUpdateInfo;
type SpecialInfo = SpecialItemInfo | SpecialItemUpdateInfo;
interface CarLists {
  itemOptionOutside: OptionFlag[];
  itemOptionInside: OptionFlag[];
  itemOptionSafe: OptionFlag[];
  itemUnderStatus: UnderFlag[];
  itemWorkingStatus: WorkingFlag[];
}

function fieldError(fields: Record<string, string>): AppError {
  return new AppError('VALIDATION', { fields });
}

function notFound(): AppError {
  return new AppError('NOT_FOUND');
}

/** Where a category's pictures live: public copies under car/ or special/, originals under originals/ (never public). */
function pictureFolder(category: number): string {
  return category === CATEGORY.car ? 'car' : 'special';
}

const categoryField = z.coerce.number().pipe(z.union([z.literal(CATEGORY.car), z.literal(CATEGORY.special)]));
const stageFieldsSchema = z.object({ category: categoryField });
const imageFieldsSchema = z.object({
  itemNo: itemNoField,
  category: categoryField,
});
const imageUpdateFieldsSchema = z.object({
  carNo: itemNoField,
  category: categoryField,
  /** The new order: 'p<pictureNo>' keeps a stored picture, 'f<n>' places the n-th uploaded file; others are removed. */
  order: z
    .string()
    .regex(/^(?:[pf]\d{1,15}(?:,[pf]\d{1,15})*)?$/)
    .optional(),
});

export function createItemsService(db: Db, storage: FileStorage) {
  const repo = createItemsRepo(db);
  const staged = createStagedRepo(db);
  const importRules = createImportRulesService(db);
  const catalog = createCatalogService(db);

  /** Public Item needs the user's secret flag, Super Sale the partners flag; turning either on otherwise is refused. */
  function assertToggles(user: CurrentUser, info: { secret: boolean; partners: boolean }) {
    if ((info.secret && !user.secret) || (info.partners && !user.partners)) throw new AppError('FORBIDDEN');
  }

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
    for (const name of await repo.missingLookups(category, info)) fields[`itemInfo.${name}`] = FIELD_MESSAGES.invalid;
    const displacement = displacementMessage(info.cc, await repo.fuelCode(info.fuel));
    if (displacement && !fields['itemInfo.fuel']) fields['itemInfo.cc'] = displacement;
  }

  /** The car's columns, with the freight class from its detail model and the volume from its entered size. */
  async function carColumns(info: CarInfo): Promise<Partial<ItemRow>> {
    const fields: Record<string, string> = {};
    const catalog = await repo.carCatalog(info);
    if (!catalog) fields['itemInfo.detailModel'] = FIELD_MESSAGES.invalid;
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
      cfvtNo: catalog!.cfvtNo,
    };
  }

  async function specialColumns(info: SpecialInfo): Promise<Partial<ItemRow>> {
    const fields: Record<string, string> = {};
    const catalog = await repo.specialCatalog(info);
    if (!catalog) fields['itemInfo.model'] = FIELD_MESSAGES.invalid;
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
      cfvtNo: catalog!.cfvtNo ?? DEFAULT_SPECIAL_CFVT,
    };
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

  /** The checked options (each in its own group) and the condition entries, as rows. */
  async function carLists(lists: CarLists): Promise<{ optionNos: number[]; statuses: StatusRow[] }> {
    const groups: [keyof CarLists, string][] = [
      ['itemOptionSafe', 'safe'],
      ['itemOptionOutside', 'outside'],
      ['itemOptionInside', 'inside'],
    ];
    const chosen = groups.flatMap(([list, group]) =>
      (lists[list] as OptionFlag[]).filter((o) => o.flag).map((o) => ({ list, group, optionNo: o.optionNo })),
    );
    const known = await repo.optionGroups(chosen.map((o) => o.optionNo));
    const fields: Record<string, string> = {};
    for (const option of chosen)
      if (known.get(option.optionNo) !== option.group) fields[option.list] = FIELD_MESSAGES.invalid;
    const entries = await repo.statusEntryNos();
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
    if (Object.keys(fields).length > 0) throw fieldError(fields);
    return { optionNos: [...new Set(chosen.map((o) => o.optionNo))], statuses };
  }

  async function insertItem(
    user: CurrentUser,
    chassisNo: string,
    columns: Partial<ItemRow>,
    lists: { optionNos: number[]; statuses: StatusRow[] } | undefined,
    pictureOrder: string[] | undefined,
  ) {
    const commission = await commissionOf(columns.sellPrice!);
    try {
      return await inTransaction(db, async (tx) => {
        const saved = await repo.insert(tx, {
          ...(columns as ItemRow),
          chassisNo,
          carInfoNo: 0,
          sellerNo: user.userNo,
          commission,
        });
        if (lists) {
          await repo.replaceOptions(tx, saved.itemNo, lists.optionNos);
          await repo.replaceStatuses(tx, saved.itemNo, lists.statuses);
        }
        if (pictureOrder) await placePictures(tx, user, saved.itemNo, columns.category!, pictureOrder);
        return saved;
      });
    } catch (error) {
      // The unique index decides between two concurrent saves, not the earlier check.
      if (isUniqueViolation(error, 'items_chassis_no_key')) {
        // A deleted listing keeps its number; its own seller is pointed at restoring it (decision 0074).
        const holder = await repo.chassisHolder(chassisNo);
        const ownDeleted = holder?.sellerNo === user.userNo && holder.flag === ITEM_FLAG.deleted;
        throw new AppError('ALREADY_IN_USE', {
          messageKey: ownDeleted ? 'chassisInOwnDeleted' : ITEM_FIELD_MESSAGES.chassisInUse,
          params: ownDeleted ? { number: itemNumber(holder.itemNo) } : undefined,
          fields: { 'itemInfo.chassisNo': ITEM_FIELD_MESSAGES.chassisInUse },
        });
      }
      throw error;
    }
  }

  async function registerCar(user: CurrentUser, body: { itemInfo: CarItemInfo; pictures?: string[] } & CarLists) {
    return withStaged(user, body.pictures, async () => {
      assertToggles(user, body.itemInfo);
      const columns = await carColumns(body.itemInfo);
      const lists = await carLists(body);
      return insertItem(user, body.itemInfo.chassisNo, columns, lists, body.pictures);
    });
  }

  async function registerSpecial(user: CurrentUser, body: { itemInfo: SpecialItemInfo; pictures?: string[] }) {
    return withStaged(user, body.pictures, async () => {
      assertToggles(user, body.itemInfo);
      const columns = await specialColumns(body.itemInfo);
      return insertItem(user, body.itemInfo.chassisNo, columns, undefined, body.pictures);
    });
  }

  /**
   * POST /items/staged-image: checks, re-encodes and stores the pictures of a form not saved yet, bound to the seller;
   * the item save names them (`pictures`) and takes them in its transaction (decision 0074).
   */
  async function stagePictures(user: CurrentUser, rawFields: Record<string, string>, files: Upload[]) {
    const parsed = stageFieldsSchema.safeParse(rawFields);
    if (!parsed.success) throw fieldError(issueFields(parsed.error));
    if (files.length === 0) throw fieldError({ imageList: FIELD_MESSAGES.required });
    await removeFiles(await staged.takeOlderThan(new Date(Date.now() - STAGED_PICTURE_TTL_MS)));
    const { category } = parsed.data;
    const stored = await storePictures(category, STAGED_PLACE, files);
    const rows = stored.map((keys) => ({ ...keys, stagedId: randomUUID(), userNo: user.userNo, category }));
    try {
      await staged.insert(rows);
    } catch (error) {
      await removeFiles(stored);
      throw error;
    }
    return rows.map(({ stagedId }) => ({ stagedId }));
  }

  /** Runs a save that names staged pictures; when it fails they are removed, so a failed save leaves no files. */
  async function withStaged<T>(user: CurrentUser, pictureOrder: string[] | undefined, save: () => Promise<T>) {
    try {
      return await save();
    } catch (error) {
      const stagedIds = (pictureOrder ?? []).filter((token) => !token.startsWith('p'));
      await removeFiles(await staged.take(db, user.userNo, stagedIds));
      throw error;
    }
  }

  /**
   * Makes the item's pictures the given order (in the save's transaction): `p<pictureNo>` keeps a stored picture, a
   * staged id takes the seller's staged picture of the item's category. Returns the stored pictures left out.
   */
  async function placePictures(tx: Db, user: CurrentUser, itemNo: number, category: number, order: string[]) {
    const stagedIds = order.filter((token) => !token.startsWith('p'));
    const taken = await staged.take(tx, user.userNo, stagedIds);
    if (taken.length !== stagedIds.length || taken.some((picture) => picture.category !== category)) {
      throw fieldError({ pictures: 'field.pictureExpired' });
    }
    const current = await repo.pictures(tx, itemNo);
    const byToken = new Map<string, PictureKeys>([
      ...current.map((picture) => [`p${picture.pictureNo}`, picture] as const),
      ...taken.map((picture) => [picture.stagedId, picture] as const),
    ]);
    const ordered = order.map((token) => byToken.get(token));
    if (ordered.some((picture) => !picture)) throw fieldError({ pictures: FIELD_MESSAGES.invalid });
    await repo.replacePictures(
      tx,
      itemNo,
      (ordered as PictureKeys[]).map(({ pictureMiniName, pictureWatermarkName, pictureOriginName }) => ({
        pictureMiniName,
        pictureWatermarkName,
        pictureOriginName,
      })),
    );
    return current.filter((picture) => !order.includes(`p${picture.pictureNo}`));
  }

  /**
   * Saves an edit only when it was based on the stored version (compare-and-set); otherwise 409, so one seller's
   * edit in another tab or by a colleague is never silently overwritten. The chassis number is not part of it.
   */
  async function updateItem(
    user: CurrentUser,
    target: { itemNo: number; carNo?: number; version: number; category: Category; pictures?: string[] },
    columns: Partial<ItemRow>,
    lists?: { optionNos: number[]; statuses: StatusRow[] },
  ) {
    if (target.carNo !== undefined && target.carNo !== target.itemNo)
      throw fieldError({ carNo: FIELD_MESSAGES.invalid });
    const commission = await commissionOf(columns.sellPrice!);
    const { saved, removed } = await inTransaction(db, async (tx) => {
      const current = await repo.lockOwn(tx, target.itemNo, user.userNo);
      if (!current || current.category !== target.category) throw notFound();
      // Keeping a toggle the seller may no longer set is allowed; turning it on is not.
      assertToggles(user, {
        secret: Boolean(columns.secret) && !current.secret,
        partners: Boolean(columns.partners) && !current.partners,
      });
      const saved = await repo.updateForm(
        tx,
        { itemNo: target.itemNo, sellerNo: user.userNo, category: target.category, version: target.version },
        { ...columns, commission },
      );
      if (!saved) throw new AppError('CONFLICT', { messageKey: 'itemVersionConflict' });
      if (lists) {
        await repo.replaceOptions(tx, target.itemNo, lists.optionNos);
        await repo.replaceStatuses(tx, target.itemNo, lists.statuses);
      }
      const removed = target.pictures
        ? await placePictures(tx, user, target.itemNo, target.category, target.pictures)
        : [];
      return { saved, removed };
    });
    await removeFiles(ownFiles(target.itemNo, target.category, removed));
    return { itemNo: target.itemNo, version: saved.version, carInfoNo: saved.carInfoNo };
  }

  async function updateCar(
    user: CurrentUser,
    body: {
      itemNo: number;
      carNo?: number;
      version: number;
      itemInfo: CarItemUpdateInfo;
      pictures?: string[];
    } & CarLists,
  ) {
    return withStaged(user, body.pictures, async () => {
      const columns = await carColumns(body.itemInfo);
      const lists = await carLists(body);
      return updateItem(user, { ...body, category: CATEGORY.car }, columns, lists);
    });
  }

  async function updateSpecial(
    user: CurrentUser,
    body: { itemNo: number; carNo?: number; version: number; itemInfo: SpecialItemUpdateInfo; pictures?: string[] },
  ) {
    return withStaged(user, body.pictures, async () => {
      const columns = await specialColumns(body.itemInfo);
      return updateItem(user, { ...body, category: CATEGORY.special }, columns);
    });
  }

  /** Normal 0, deleted 1, reserved 2, sold 3 for several own items at once: all of them or none. */
  async function setFlags(user: CurrentUser, list: { itemNo: number; flag: number }[]) {
    const itemNos = [...new Set(list.map((entry) => entry.itemNo))];
    if (itemNos.length !== list.length) throw fieldError({ list: FIELD_MESSAGES.invalid });
    await inTransaction(db, async (tx) => {
      const own = await repo.lockOwnMany(tx, itemNos, user.userNo);
      if (own.length !== itemNos.length) throw notFound();
      if (own.some((item) => isStaffDeletedFlag(item.flag))) {
        throw new AppError('CONFLICT', { messageKey: 'itemDeletedByStaff' });
      }
      await repo.setFlags(tx, list);
    });
  }

  async function withOwn<T>(
    user: CurrentUser,
    itemNo: number,
    action: (tx: Db, item: NonNullable<Awaited<ReturnType<typeof repo.lockOwn>>>) => Promise<T>,
  ): Promise<T> {
    return inTransaction(db, async (tx) => {
      const item = await repo.lockOwn(tx, itemNo, user.userNo);
      if (!item) throw notFound();
      return action(tx, item);
    });
  }

  async function setMemo(user: CurrentUser, itemNo: number, memo: string | null) {
    await withOwn(user, itemNo, (tx) => repo.set(tx, itemNo, { memo }, false));
  }

  /**
   * Move to top: the lists order by updateDate. Once a day per listing (decision 0074); the row is locked, so two
   * concurrent moves cannot both pass the check.
   */
  async function moveToTop(user: CurrentUser, itemNo: number) {
    const row = await withOwn(user, itemNo, (tx, item) => {
      const now = new Date();
      const next = item.movedToTopAt ? new Date(item.movedToTopAt.getTime() + MOVE_TO_TOP_INTERVAL_MS) : now;
      if (next > now) {
        throw new AppError('RATE_LIMITED', {
          messageKey: 'moveToTopLimit',
          params: { next: `${next.toISOString().slice(0, 16).replace('T', ' ')} UTC` },
        });
      }
      return repo.set(tx, itemNo, { updateDate: now, movedToTopAt: now }, false);
    });
    return { itemNo, updateDate: row.updateDate.toISOString() };
  }

  /**
   * The price in the item's own range, a Super Sale listing's discount below it; the commission always from the tiers,
   * whatever the client sent.
   */
  async function setPrice(user: CurrentUser, body: { itemNo: number; price: number; discountPrice: number | null }) {
    const commission = await commissionOf(body.price);
    return withOwn(user, body.itemNo, async (tx, item) => {
      const range = PRICE_RANGES[item.category as Category];
      if (body.price < range.min || body.price > range.max) throw fieldError({ price: range.message });
      const discount = discountMessage({ ...body, sellPrice: body.price, partners: item.partners });
      if (discount) throw fieldError({ discountPrice: discount });
      const row = await repo.set(
        tx,
        body.itemNo,
        { sellPrice: body.price, commission, discountPrice: body.discountPrice },
        true,
      );
      return {
        itemNo: row.itemNo,
        sellPrice: row.sellPrice,
        commission: row.commission,
        discountPrice: row.discountPrice,
        version: row.version,
      };
    });
  }

  async function setSecret(user: CurrentUser, itemNo: number, secret: boolean) {
    if (!user.secret) throw new AppError('FORBIDDEN');
    await withOwn(user, itemNo, (tx) => repo.set(tx, itemNo, { secret }, true));
  }

  async function chassisUsable(chassisNo: string): Promise<boolean> {
    return !(await repo.chassisInUse(chassisNo));
  }

  function myMakers(user: CurrentUser) {
    return repo.myMakers(user.userNo);
  }

  function myModels(user: CurrentUser, makerNo: number) {
    return repo.myModels(user.userNo, makerNo);
  }

  async function managementList(user: CurrentUser, query: ManagementQuery) {
    const { total, list } = await repo.managementList(user.userNo, query);
    const markets = await importRules.eligibleMarkets(list.map((row) => row.itemNo));
    return {
      total,
      page: query.page,
      size: query.size,
      list: list.map((row) => ({
        ...row,
        markets: markets.get(row.itemNo) ?? { eligible: 0, of: 0 },
        createdAt: row.createdAt.toISOString(),
        updateDate: row.updateDate.toISOString(),
      })),
    };
  }

  async function ownItem(user: CurrentUser, itemNo: number): Promise<OwnItem> {
    const found = await repo.ownItem(itemNo, user.userNo);
    if (!found) throw notFound();
    const { item, options, statuses, itemPicture } = found;
    return {
      itemNo: item.itemNo,
      category: item.category,
      flag: item.flag,
      version: item.version,
      carInfoNo: item.carInfoNo,
      commission: item.commission,
      itemInfo: {
        chassisNo: item.chassisNo,
        sellPrice: item.sellPrice,
        discountPrice: item.discountPrice,
        year: item.year,
        maker: item.makerNo,
        model: item.modelNo,
        detailModel: item.detailModelNo,
        product: item.productNo,
        form: item.formNo,
        formDetail: item.formDetailNo,
        capacity: item.capacityNo,
        transmission: item.transmissionNo,
        fuel: item.fuelNo,
        drive: item.driveNo,
        location: item.locationNo,
        color: item.colorNo,
        cc: item.cc,
        power: item.power,
        seats: item.seats,
        door: item.door,
        handle: item.handle,
        mileage: item.mileage,
        grade: item.grade,
        weight: item.weight,
        length: item.length,
        width: item.width,
        height: item.height,
        cfvtNo: item.cfvtNo,
        lineCbm: item.lineCbm,
        initialRegister: item.initialRegister,
        youtube: item.youtube,
        secret: item.secret,
        partners: item.partners,
        salvage: item.salvage,
      },
      itemOptions: options,
      itemUnderStatus: statuses.filter((s) => s.kind === 'under').map((s) => ({ underNo: s.entryNo, flag: s.flag })),
      itemWorkingStatus: statuses
        .filter((s) => s.kind === 'working')
        .map((s) => ({ workingNo: s.entryNo, flag: s.flag })),
      itemPicture: itemPicture.map(({ pictureNo, pictureIndex, pictureMiniName, pictureWatermarkName }) => ({
        pictureNo,
        pictureIndex,
        pictureMiniName,
        pictureWatermarkName,
      })),
    };
  }

  /**
   * Re-encodes and stores the uploads under names of our own in `place` (an itemNo, or the staged folder); nothing of
   * the client's file name reaches a key, it only names a refused file in the message.
   */
  async function storePictures(category: number, place: string, files: Upload[]): Promise<PictureKeys[]> {
    const folder = pictureFolder(category);
    const stored: PictureKeys[] = [];
    try {
      for (const file of files) {
        const processed = await processPicture(file.path).catch(() => {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'unsupportedFile', params: { name: file.name } });
        });
        const id = randomUUID();
        const keys = {
          pictureMiniName: `${folder}/${place}/${id}-mini.jpg`,
          pictureWatermarkName: `${folder}/${place}/${id}-wm.jpg`,
          pictureOriginName: `originals/${folder}/${place}/${id}.jpg`,
        };
        const copies = pictureFiles(
          { mini: keys.pictureMiniName, display: keys.pictureWatermarkName, origin: keys.pictureOriginName },
          processed,
        );
        // Listed before the writes: a failed write leaves nothing behind either.
        stored.push(keys);
        await Promise.all(copies.map(({ key, data }) => storage.put(key, data)));
      }
      return stored;
    } catch (error) {
      await removeFiles(stored);
      throw error;
    }
  }

  async function removeFiles(keys: PictureKeys[]) {
    await Promise.all(
      keys.flatMap((k) =>
        [k.pictureMiniName, k.pictureWatermarkName, k.pictureOriginName, ...variantKeys(k.pictureWatermarkName)].map(
          (key) => storage.remove(key),
        ),
      ),
    );
  }

  /** Only files this listing was given by an upload (its own or a staged one) are removed; demo listings share theirs. */
  function ownFiles(itemNo: number, category: number, keys: PictureKeys[]): PictureKeys[] {
    const folder = pictureFolder(category);
    const under = (key: string, prefix: string) =>
      [itemNo, STAGED_PLACE].some((place) => key.startsWith(`${prefix}${folder}/${place}/`));
    return keys.filter(
      (k) =>
        under(k.pictureMiniName, '') && under(k.pictureWatermarkName, '') && under(k.pictureOriginName, 'originals/'),
    );
  }

  async function ownCategory(user: CurrentUser, itemNo: number, category: number) {
    const item = await withOwn(user, itemNo, async (_tx, found) => found);
    if (item.category !== category) throw fieldError({ category: FIELD_MESSAGES.invalid });
  }

  /** POST /items/image: appends pictures after the item's last one. */
  async function addPictures(user: CurrentUser, rawFields: Record<string, string>, files: Upload[]) {
    const parsed = imageFieldsSchema.safeParse(rawFields);
    if (!parsed.success) throw fieldError(issueFields(parsed.error));
    const { itemNo, category } = parsed.data;
    if (files.length === 0) throw fieldError({ imageList: FIELD_MESSAGES.required });
    await ownCategory(user, itemNo, category);
    const stored = await storePictures(category, String(itemNo), files);
    try {
      return await withOwn(user, itemNo, async (tx) => {
        const next = await repo.nextPictureIndex(tx, itemNo);
        if (next + stored.length > MAX_PICTURES) throw fieldError({ imageList: 'field.tooManyPictures' });
        await repo.insertPictures(
          tx,
          itemNo,
          stored.map((keys, i) => ({ ...keys, pictureIndex: next + i })),
        );
        return picturesOf(tx, itemNo);
      });
    } catch (error) {
      await removeFiles(stored);
      throw error;
    }
  }

  /** PUT /items/image: the new order of kept pictures and new uploads; pictures left out are removed. */
  async function replacePictures(user: CurrentUser, rawFields: Record<string, string>, files: Upload[]) {
    const parsed = imageUpdateFieldsSchema.safeParse(rawFields);
    if (!parsed.success) throw fieldError(issueFields(parsed.error));
    const { carNo: itemNo, category } = parsed.data;
    await ownCategory(user, itemNo, category);
    const tokens = parsed.data.order === undefined ? undefined : parsed.data.order ? parsed.data.order.split(',') : [];
    const fileTokens = tokens?.filter((t) => t.startsWith('f')).map((t) => Number(t.slice(1))) ?? [];
    if (new Set(tokens).size !== (tokens?.length ?? 0) || fileTokens.some((n) => n >= files.length)) {
      throw fieldError({ order: FIELD_MESSAGES.invalid });
    }
    const stored = await storePictures(category, String(itemNo), files);
    try {
      const { removed, list } = await withOwn(user, itemNo, async (tx) => {
        const current = await repo.pictures(tx, itemNo);
        const byNo = new Map(current.map((p) => [p.pictureNo, p]));
        const order = tokens ?? current.map((p) => `p${p.pictureNo}`);
        const ordered: PictureKeys[] = [];
        for (const token of order) {
          const n = Number(token.slice(1));
          const picture = token.startsWith('p') ? byNo.get(n) : stored[n];
          if (!picture) throw fieldError({ order: FIELD_MESSAGES.invalid });
          ordered.push(picture);
        }
        // Uploads the order does not place go after the rest.
        stored.forEach((keys, n) => {
          if (!fileTokens.includes(n)) ordered.push(keys);
        });
        if (ordered.length > MAX_PICTURES) throw fieldError({ imageList: 'field.tooManyPictures' });
        const kept = new Set(order.filter((t) => t.startsWith('p')).map((t) => Number(t.slice(1))));
        await repo.replacePictures(
          tx,
          itemNo,
          ordered.map(({ pictureMiniName, pictureWatermarkName, pictureOriginName }) => ({
            pictureMiniName,
            pictureWatermarkName,
            pictureOriginName,
          })),
        );
        return { removed: current.filter((p) => !kept.has(p.pictureNo)), list: await picturesOf(tx, itemNo) };
      });
      await removeFiles(ownFiles(itemNo, category, removed));
      return list;
    } catch (error) {
      await removeFiles(stored);
      throw error;
    }
  }

  async function picturesOf(tx: Db, itemNo: number) {
    return (await repo.pictures(tx, itemNo)).map(
      ({ pictureNo, pictureIndex, pictureMiniName, pictureWatermarkName }) => ({
        pictureNo,
        pictureIndex,
        pictureMiniName,
        pictureWatermarkName,
      }),
    );
  }

  return {
    registerCar,
    registerSpecial,
    stagePictures,
    updateCar,
    updateSpecial,
    setFlags,
    setMemo,
    moveToTop,
    setPrice,
    setSecret,
    chassisUsable,
    myMakers,
    myModels,
    managementList,
    ownItem,
    addPictures,
    replacePictures,
  };
}

export type ItemsService = ReturnType<typeof createItemsService>;

function issueFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    fields[path] ??= issue.message.startsWith('field.') ? issue.message : FIELD_MESSAGES.invalid;
  }
  return fields;
}
