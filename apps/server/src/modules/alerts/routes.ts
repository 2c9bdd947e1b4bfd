import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertSettingsBodySchema,
  directionOf,
  languageTag,
  alertSettingsSchema,
  favouriteListSchema,
  favouriteParamsSchema,
  favouritesMergeBodySchema,
  phoneCodeBodySchema,
  savedSearchBodySchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  unsubscribeQuerySchema,
} from '@market/domain';
import { requireLogin, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/app-error.ts';
import { clientKey } from '../../platform/client-key.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { Translate } from '../../platform/messages.ts';
import type { AlertJob } from './alert-job.ts';
import type { AlertsService } from './service.ts';

const tags = ['alerts'];
const noContent = { 204: z.null() };

export interface AlertsRoutesOptions {
  service: AlertsService;
  job: AlertJob;
  mail: Translate;
  /** Serves POST /api/dev/alerts/run (end-to-end tests), as DEV_OUTBOX serves the outbox; never in production. */
  devOutbox: boolean;
}

/** The favourites of the session's user, and merging those kept in the browser before logging in. */
function favouriteRoutes(service: AlertsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/favourites',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'The user’s favourites with their current price and status',
          response: { 200: favouriteListSchema },
        },
      },
      (request) => service.favouriteList(requireUser(request), request.language),
    );

    app.put(
      '/favourites/:itemNo',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'Keeps a listing as a favourite (again: no change); 404 for one the user may not see',
          params: favouriteParamsSchema,
          response: { 200: favouriteListSchema },
        },
      },
      (request) => service.addFavourite(requireUser(request), request.params.itemNo, request.language),
    );

    app.delete(
      '/favourites/:itemNo',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'Removes a favourite; 404 when it is not one',
          params: favouriteParamsSchema,
          response: { 200: favouriteListSchema },
        },
      },
      (request) => service.removeFavourite(requireUser(request), request.params.itemNo, request.language),
    );

    app.post(
      '/favourites/merge',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary:
            'Adds a visitor’s favourites kept in the browser, at login; listings the user may not keep are left out',
          body: favouritesMergeBodySchema,
          response: { 200: favouriteListSchema },
        },
      },
      (request) => service.mergeFavourites(requireUser(request), request.body.itemNos, request.language),
    );
  };
}

/** The saved searches of the session's user. */
function savedSearchRoutes(service: AlertsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/saved-searches',
      {
        preValidation: requireLogin,
        schema: { tags, summary: 'The user’s saved searches', response: { 200: z.array(savedSearchSchema) } },
      },
      (request) => service.savedSearches(requireUser(request)),
    );

    app.post(
      '/saved-searches',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'Saves the search’s filters under a name, with alerts daily or at once (409 past 20)',
          body: savedSearchBodySchema,
          response: { 201: savedSearchSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.addSavedSearch(requireUser(request), request.body)),
    );

    app.put(
      '/saved-searches/:id',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'Changes the user’s saved search (its alerts on again); 404 when it is not theirs',
          params: savedSearchParamsSchema,
          body: savedSearchBodySchema,
          response: { 200: savedSearchSchema },
        },
      },
      (request) => service.updateSavedSearch(requireUser(request), request.params.id, request.body),
    );

    app.delete(
      '/saved-searches/:id',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'Deletes the user’s saved search; 404 when it is not theirs',
          params: savedSearchParamsSchema,
          response: noContent,
        },
      },
      async (request, reply) => {
        await service.removeSavedSearch(requireUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}

/** The alert settings, the phone verified for texts, and the signed unsubscribe link that needs no session. */
function alertSettingRoutes(service: AlertsService, mail: Translate): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/alerts/settings',
      {
        preValidation: requireLogin,
        schema: { tags, summary: 'Favourites’ alerts and texts on or off', response: { 200: alertSettingsSchema } },
      },
      (request) => service.settings(requireUser(request)),
    );

    app.put(
      '/alerts/settings',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'Turns favourites’ alerts and texts on or off (texts need the phone verified)',
          body: alertSettingsBodySchema,
          response: { 200: alertSettingsSchema },
        },
      },
      (request) => service.setSettings(requireUser(request), request.body),
    );

    app.post(
      '/alerts/phone/code',
      {
        preValidation: requireLogin,
        schema: { tags, summary: 'Texts a code to the account’s phone to verify it for alerts', response: noContent },
      },
      async (request, reply) => {
        await service.sendPhoneCode(requireUser(request), clientKey(request.ip), request.language);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/alerts/phone/verify',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'A right code verifies the phone and turns alert texts on',
          body: phoneCodeBodySchema,
          response: { 200: alertSettingsSchema },
        },
      },
      (request) => service.verifyPhone(requireUser(request), request.body.code, clientKey(request.ip)),
    );

    app.get(
      '/alerts/unsubscribe',
      {
        schema: {
          tags,
          summary: 'The one-click unsubscribe link of an alert: a signed token, no login; an altered one is refused',
          querystring: unsubscribeQuerySchema,
        },
      },
      async (request, reply) => {
        const t = (key: string) => escapeHtml(mail(request.language, `alerts.unsubscribe.${key}`));
        const tag = languageTag(request.language);
        let status = 200;
        let text: string;
        try {
          text = t(await service.unsubscribe(request.query.token));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          status = error.code === 'NOT_FOUND' ? 404 : 400;
          text = t('refused');
        }
        return reply
          .status(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .send(
            `<!doctype html><html lang="${tag}" dir="${directionOf(tag)}">` +
              `<meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${t('title')}</title>` +
              `<main><h1>${t('title')}</h1><p>${text}</p></main></html>`,
          );
      },
    );
  };
}

/**
 * Favourites, saved searches and alert settings of the session's user (issue 32); each answers only its owner, and
 * what is not theirs is 404. The unsubscribe link needs no session: its signature is the proof.
 */
export function alertsRoutes({ service, job, mail, devOutbox }: AlertsRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(favouriteRoutes(service));
    await app.register(savedSearchRoutes(service));
    await app.register(alertSettingRoutes(service, mail));
    if (devOutbox) {
      // `at`: the job's clock, so a test need not wait for a listing to settle (alert-job.ts, SETTLE_MS).
      app.post(
        '/dev/alerts/run',
        {
          schema: {
            hide: true,
            body: z.object({ at: z.iso.datetime().optional() }),
            response: { 200: z.object({ queued: z.number() }) },
          },
        },
        async (request) => ({ queued: await job.run(request.body.at ? new Date(request.body.at) : undefined) }),
      );
    }
  };
}
