import {
  discountMessage,
  FIELD_MESSAGES,
  isStaffDeletedFlag,
  PRICE_RANGES,
  type Category,
  type CurrentUser,
  type ManagementQuery,
  type OwnItem,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import { createImportRulesService } from '../import-rules/service.ts';
import { fieldError, notFound, ownItemLock } from './checks.ts';
import { createItemColumns } from './item-columns.ts';
import { createManagementRepo } from './management-repo.ts';
import { pictureView } from './picture-files.ts';
import { createItemsRepo } from './repo.ts';

/** "Move to top" is allowed once a day per listing. */
const MOVE_TO_TOP_INTERVAL_MS = 24 * 60 * 60 * 1000;

type FoundItem = NonNullable<Awaited<ReturnType<ReturnType<typeof createManagementRepo>['ownItem']>>>;

/** One own item as the update form loads it. */
function toOwnItem({ item, options, statuses, itemPicture }: FoundItem): OwnItem {
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
    itemPicture: itemPicture.map(pictureView),
  };
}

/** The seller's management page: the list, its filters, and the actions on one or several own listings. */
export function createItemManagementService(db: Db) {
  const repo = createItemsRepo(db);
  const reads = createManagementRepo(db);
  const columns = createItemColumns(db);
  const importRules = createImportRulesService(db);
  const withOwn = ownItemLock(db);

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
    const commission = await columns.commissionOf(body.price);
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

  async function managementList(user: CurrentUser, query: ManagementQuery) {
    const { total, list } = await reads.managementList(user.userNo, query);
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
    const found = await reads.ownItem(itemNo, user.userNo);
    if (!found) throw notFound();
    return toOwnItem(found);
  }

  return {
    setFlags,
    setMemo,
    moveToTop,
    setPrice,
    setSecret,
    chassisUsable,
    myMakers: (user: CurrentUser) => reads.myMakers(user.userNo),
    myModels: (user: CurrentUser, makerNo: number) => reads.myModels(user.userNo, makerNo),
    managementList,
    ownItem,
  };
}
export type ItemManagementService = ReturnType<typeof createItemManagementService>;
