import {
  CATEGORY,
  ITEM_FIELD_MESSAGES,
  ITEM_FLAG,
  itemNumber,
  FIELD_MESSAGES,
  type CarItemInfo,
  type CarItemUpdateInfo,
  type Category,
  type CurrentUser,
  type SpecialItemInfo,
  type SpecialItemUpdateInfo,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction, isUniqueViolation } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { fieldError, notFound } from './checks.ts';
import { createItemColumns, type CarListRows, type CarLists } from './item-columns.ts';
import { createItemsRepo, type ItemRow } from './repo.ts';
import { createStagedPictures } from './staged-pictures-service.ts';

/** Public Item needs the user's secret flag, Super Sale the partners flag; turning either on otherwise is refused. */
function assertToggles(user: CurrentUser, info: { secret: boolean; partners: boolean }) {
  if ((info.secret && !user.secret) || (info.partners && !user.partners)) throw new AppError('FORBIDDEN');
}

/** The listing saves: register and update cars and special vehicles, with their options, condition and pictures. */
export function createItemsService(db: Db, storage: FileStorage) {
  const repo = createItemsRepo(db);
  const columnsOf = createItemColumns(db);
  const staged = createStagedPictures(db, storage);

  /**
   * The answer when the unique index refused the chassis number (it decides between two concurrent saves, not the
   * earlier check). A deleted listing keeps its number; its own seller is pointed at restoring it (decision 0074).
   */
  async function chassisInUseError(user: CurrentUser, chassisNo: string) {
    const holder = await repo.chassisHolder(chassisNo);
    const ownDeleted = holder?.sellerNo === user.userNo && holder.flag === ITEM_FLAG.deleted;
    return new AppError('ALREADY_IN_USE', {
      messageKey: ownDeleted ? 'chassisInOwnDeleted' : ITEM_FIELD_MESSAGES.chassisInUse,
      params: ownDeleted ? { number: itemNumber(holder.itemNo) } : undefined,
      fields: { 'itemInfo.chassisNo': ITEM_FIELD_MESSAGES.chassisInUse },
    });
  }

  async function insertItem(
    user: CurrentUser,
    chassisNo: string,
    columns: Partial<ItemRow>,
    lists: CarListRows | undefined,
    pictureOrder: string[] | undefined,
  ) {
    const commission = await columnsOf.commissionOf(columns.sellPrice!);
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
        if (pictureOrder) await staged.place(tx, user, saved.itemNo, columns.category!, pictureOrder);
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'items_chassis_no_key')) throw await chassisInUseError(user, chassisNo);
      throw error;
    }
  }

  async function registerCar(user: CurrentUser, body: { itemInfo: CarItemInfo; pictures?: string[] } & CarLists) {
    return staged.withStaged(user, body.pictures, async () => {
      assertToggles(user, body.itemInfo);
      const columns = await columnsOf.carColumns(body.itemInfo);
      const lists = await columnsOf.carLists(body);
      return insertItem(user, body.itemInfo.chassisNo, columns, lists, body.pictures);
    });
  }

  async function registerSpecial(user: CurrentUser, body: { itemInfo: SpecialItemInfo; pictures?: string[] }) {
    return staged.withStaged(user, body.pictures, async () => {
      assertToggles(user, body.itemInfo);
      const columns = await columnsOf.specialColumns(body.itemInfo);
      return insertItem(user, body.itemInfo.chassisNo, columns, undefined, body.pictures);
    });
  }

  /**
   * Saves an edit only when it was based on the stored version (compare-and-set); otherwise 409, so one seller's
   * edit in another tab or by a colleague is never silently overwritten. The chassis number is not part of it.
   */
  async function updateItem(
    user: CurrentUser,
    target: { itemNo: number; carNo?: number; version: number; category: Category; pictures?: string[] },
    columns: Partial<ItemRow>,
    lists?: CarListRows,
  ) {
    if (target.carNo !== undefined && target.carNo !== target.itemNo)
      throw fieldError({ carNo: FIELD_MESSAGES.invalid });
    const commission = await columnsOf.commissionOf(columns.sellPrice!);
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
        ? await staged.place(tx, user, target.itemNo, target.category, target.pictures)
        : [];
      return { saved, removed };
    });
    await staged.removeOwn(target.itemNo, target.category, removed);
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
    return staged.withStaged(user, body.pictures, async () => {
      const columns = await columnsOf.carColumns(body.itemInfo);
      const lists = await columnsOf.carLists(body);
      return updateItem(user, { ...body, category: CATEGORY.car }, columns, lists);
    });
  }

  async function updateSpecial(
    user: CurrentUser,
    body: { itemNo: number; carNo?: number; version: number; itemInfo: SpecialItemUpdateInfo; pictures?: string[] },
  ) {
    return staged.withStaged(user, body.pictures, async () => {
      const columns = await columnsOf.specialColumns(body.itemInfo);
      return updateItem(user, { ...body, category: CATEGORY.special }, columns);
    });
  }

  return { registerCar, registerSpecial, updateCar, updateSpecial };
}
