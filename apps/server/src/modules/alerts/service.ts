import {
  effectivePrice,
  favouriteStatus,
  isDeletedFlag,
  itemTitle,
  mustMaskDetails,
  type AlertSettings,
  type CurrentUser,
  type FavouriteList,
  type LanguageCode,
  type SavedSearch,
} from '@market/domain';
import type { z } from 'zod';
import type { savedSearchBodySchema } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Translate } from '../../platform/messages.ts';
import type { Notifier } from '../../platform/notifier.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { SearchService } from '../search/service.ts';
import { createVerification, SENDS_PER_TARGET } from '../users/service.ts';
import { readUnsubscribe } from './links.ts';
import { createAlertsRepo, type AlertsRepo } from './repo.ts';

/** The name of the server's secret that signs unsubscribe links (docs/decisions/0262). */
export const LINK_SECRET = 'alertLinks';
const HOUR = 3600;

type SavedSearchInput = z.output<typeof savedSearchBodySchema>;
type ListingRow = NonNullable<Awaited<ReturnType<AlertsRepo['listing']>>>;

/** A listing the user may keep as a favourite: there, not deleted, and visible to them (secret: members only). */
function mayKeep(row: ListingRow | undefined, user: { admission: boolean }): row is ListingRow {
  return row !== undefined && !isDeletedFlag(row.flag) && !(row.secret && mustMaskDetails(user));
}

export interface AlertsDeps {
  search: SearchService;
  notifier: Notifier;
  limiter: RateLimiter;
  mail: Translate;
}

/** Favourites, saved searches and alert settings of the session's user; what is not theirs answers 404. */
export function createAlertsService(db: Db, deps: AlertsDeps, repo: AlertsRepo = createAlertsRepo(db)) {
  const verification = createVerification(db);
  // The signing secret never changes once made: read once per process (a failed read is tried again next time).
  let linkSecret: Promise<string> | undefined;
  const secret = () => {
    linkSecret ??= repo.secret(LINK_SECRET).catch((error: unknown) => {
      linkSecret = undefined;
      throw error;
    });
    return linkSecret;
  };

  async function favouriteList(user: CurrentUser, language: LanguageCode): Promise<FavouriteList> {
    const masked = mustMaskDetails(user);
    const rows = (await repo.favourites(user.userNo)).filter((row) => !(row.secret && masked));
    return {
      favourites: rows.map((row) => {
        const status = favouriteStatus(row.flag);
        return {
          itemNo: row.itemNo,
          title: itemTitle(row, language),
          status,
          price: masked || status === 'deleted' ? null : effectivePrice(row),
          thumbnail: status === 'deleted' ? null : row.thumbnail,
          addedAt: row.addedAt.toISOString(),
        };
      }),
      itemNos: rows.map((row) => row.itemNo),
    };
  }

  async function presentSearch(row: Awaited<ReturnType<AlertsRepo['savedSearches']>>[number]): Promise<SavedSearch> {
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastSentAt: row.lastSentAt?.toISOString() ?? null,
      path: await deps.search.pagePath(row.filters),
    };
  }

  async function ownSearch(user: CurrentUser, id: number): Promise<SavedSearch> {
    const found = (await repo.savedSearches(user.userNo)).find((row) => row.id === id);
    if (!found) throw new AppError('NOT_FOUND');
    return presentSearch(found);
  }

  return {
    favouriteList,

    /** Keeps a listing as a favourite (again: no change); 404 for one the user may not see or that is deleted. */
    async addFavourite(user: CurrentUser, itemNo: number, language: LanguageCode): Promise<FavouriteList> {
      if (!mayKeep(await repo.listing(itemNo), user)) throw new AppError('ITEM_NOT_FOUND');
      await repo.addFavourites(user.userNo, [itemNo]);
      const list = await favouriteList(user, language);
      if (!list.itemNos.includes(itemNo)) throw new AppError('CONFLICT', { messageKey: 'favouritesFull' });
      return list;
    },

    async removeFavourite(user: CurrentUser, itemNo: number, language: LanguageCode): Promise<FavouriteList> {
      if (!(await repo.removeFavourite(user.userNo, itemNo))) throw new AppError('NOT_FOUND');
      return favouriteList(user, language);
    },

    /**
     * A visitor's favourites from the browser, kept at login: the listings the user may keep are added (up to the
     * limit), the others (deleted, secret, unknown) left out without an error, since the browser's list may be old.
     */
    async mergeFavourites(user: CurrentUser, itemNos: number[], language: LanguageCode): Promise<FavouriteList> {
      const keep = (await repo.listings([...new Set(itemNos)])).filter((row) => mayKeep(row, user));
      await repo.addFavourites(
        user.userNo,
        keep.map((row) => row.itemNo),
      );
      return favouriteList(user, language);
    },

    async savedSearches(user: CurrentUser): Promise<SavedSearch[]> {
      return Promise.all((await repo.savedSearches(user.userNo)).map(presentSearch));
    },

    /** Saves the search's filters (checked as the search checks them) under a name; 409 past the limit. */
    async addSavedSearch(user: CurrentUser, body: SavedSearchInput): Promise<SavedSearch> {
      await deps.search.checkFilters(body.filters, user);
      const id = await repo.addSavedSearch(user.userNo, body);
      if (id === undefined) throw new AppError('CONFLICT', { messageKey: 'savedSearchesFull' });
      return ownSearch(user, id);
    },

    async updateSavedSearch(user: CurrentUser, id: number, body: SavedSearchInput): Promise<SavedSearch> {
      await ownSearch(user, id);
      await deps.search.checkFilters(body.filters, user);
      if (!(await repo.updateSavedSearch(user.userNo, id, body))) throw new AppError('NOT_FOUND');
      return ownSearch(user, id);
    },

    async removeSavedSearch(user: CurrentUser, id: number): Promise<void> {
      if (!(await repo.removeSavedSearch(user.userNo, id))) throw new AppError('NOT_FOUND');
    },

    async settings(user: CurrentUser): Promise<AlertSettings> {
      const row = await repo.preferences(user.userNo);
      return {
        favouriteAlerts: row?.favouriteAlerts ?? true,
        sms: row?.sms ?? false,
        phoneVerified: Boolean(row?.phoneVerified),
      };
    },

    /** Texts may be turned on only with the account's phone verified (a code sent to it and typed back). */
    async setSettings(user: CurrentUser, body: { favouriteAlerts: boolean; sms: boolean }): Promise<AlertSettings> {
      const row = await repo.preferences(user.userNo);
      if (body.sms && !row?.phoneVerified)
        throw new AppError('VALIDATION', { fields: { sms: 'field.phoneNotVerified' } });
      await repo.setPreferences(user.userNo, body);
      return { ...body, phoneVerified: Boolean(row?.phoneVerified) };
    },

    /** Sends a 6-digit code by text to the account's phone (5 an hour per account, 20 per client). */
    async sendPhoneCode(user: CurrentUser, client: string, language: LanguageCode): Promise<void> {
      const row = await repo.preferences(user.userNo);
      if (!row) throw new AppError('UNAUTHORIZED');
      await deps.limiter.hit(`code-ip:${client}`, 20, HOUR);
      await deps.limiter.hit(`code-send:alertPhone:${user.userNo}`, SENDS_PER_TARGET, HOUR);
      const code = await verification.create('alertPhone', String(user.userNo));
      await deps.notifier.send({
        channel: 'sms',
        to: row.phone,
        subject: deps.mail(language, 'alerts.phoneCode.subject'),
        body: deps.mail(language, 'alerts.phoneCode.body', { code }),
      });
    },

    /** A right code verifies the account's current phone for alert texts and turns texts on. */
    async verifyPhone(user: CurrentUser, code: string, client: string): Promise<AlertSettings> {
      await deps.limiter.hit(`code-verify-ip:${client}`, 30, 15 * 60);
      const row = await repo.preferences(user.userNo);
      if (!row) throw new AppError('UNAUTHORIZED');
      const token = await verification.verify('alertPhone', String(user.userNo), code);
      await verification.consumeToken('alertPhone', String(user.userNo), token);
      await repo.setPreferences(user.userNo, { verifiedPhone: row.phone, sms: true });
      return { favouriteAlerts: row.favouriteAlerts, sms: true, phoneVerified: true };
    },

    /**
     * A one-click unsubscribe link: a token signed by the server's secret turns off what it names (nothing to log in
     * to); an altered or unknown one is refused (400) and changes nothing. Clicking it twice is no error.
     */
    async unsubscribe(token: string): Promise<'search' | 'favourites'> {
      const target = readUnsubscribe(await secret(), token);
      if (!target) throw new AppError('VALIDATION', { fields: { token: 'field.unsubscribeLink' } });
      if (target.kind === 's') {
        if (!(await repo.silenceSavedSearch(target.id))) throw new AppError('NOT_FOUND');
        return 'search';
      }
      if (!(await repo.userExists(target.id))) throw new AppError('NOT_FOUND');
      await repo.setPreferences(target.id, { favouriteAlerts: false });
      return 'favourites';
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
