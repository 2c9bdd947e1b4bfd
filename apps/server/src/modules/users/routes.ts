import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHED_FILE_TYPES,
  attachedFileResultSchema,
  checkEmailBodySchema,
  checkIdBodySchema,
  checkPhoneBodySchema,
  currentUserSchema,
  duplicateResultSchema,
  findIdBodySchema,
  findPwBodySchema,
  loginBodySchema,
  MAX_UPLOAD_MB,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  registerBodySchema,
  sendCodeBodySchema,
  sentResultSchema,
  thumbnailResultSchema,
  userDetailSchema,
  userInfoUpdateBodySchema,
  verifyCodeBodySchema,
  verifyCodeResultSchema,
} from '@market/domain';
import { AppError } from '../../platform/app-error.ts';
import { clientKey } from '../../platform/client-key.ts';
import { guard, requireLogin, requireUser } from '../../platform/auth.ts';
import type { Sessions } from '../../platform/session.ts';
import { registerMultipart, withUpload } from '../../platform/uploads.ts';
import { createUsersService, THUMBNAIL_PREFIX, type UsersDeps, type UsersService } from './service.ts';

const tags = ['user'];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface UsersRoutesOptions extends UsersDeps {
  sessions: Sessions;
  /** Serves GET /api/dev/outbox (end-to-end tests); never in production. */
  devOutbox: boolean;
}

/** Opening an account, with its business document, and the account's own info and thumbnail. */
function accountRoutes(service: UsersService, options: UsersRoutesOptions): FastifyPluginAsyncZod {
  const { sessions } = options;
  return async (app) => {
    app.post(
      '/user/register',
      {
        schema: {
          tags,
          summary: 'Registers a buyer, seller or dealer and logs them in (sellers and dealers wait for admission)',
          body: registerBodySchema,
          response: { 201: currentUserSchema },
        },
      },
      async (request, reply) => {
        const userNo = await service.register(request.body);
        await sessions.start(request, reply, userNo);
        return reply.status(201).send(await service.currentUser(userNo));
      },
    );

    app.post(
      '/user/upload-attached-file',
      {
        schema: {
          tags,
          summary: `Uploads a business document (PDF, JPEG, PNG or WebP, ${MAX_UPLOAD_MB} MB at most) for registering`,
          consumes: ['multipart/form-data'],
          response: { 201: attachedFileResultSchema },
        },
      },
      async (request, reply) => {
        await service.checkAttachmentQuota(clientKey(request.ip));
        const fileKey = await withUpload(request, ATTACHED_FILE_TYPES, (upload) =>
          service.storeAttachedFile(upload, clientKey(request.ip)),
        );
        return reply.status(201).send({ fileKey });
      },
    );

    const duplicateChecks = [
      ['check-id-duplicate', checkIdBodySchema, 'id'],
      ['check-email-duplicate', checkEmailBodySchema, 'email'],
      ['check-phone-duplicate', checkPhoneBodySchema, 'phone'],
    ] as const;
    for (const [path, body, kind] of duplicateChecks) {
      app.post(
        `/user/${path}`,
        {
          schema: {
            tags,
            summary: `Whether the ${kind} (sent as Base64) may be used for a new account`,
            body,
            response: { 200: duplicateResultSchema },
          },
        },
        async (request) => {
          const value = Object.values(request.body)[0] as string;
          return { usable: await service.isUsable(kind, value, clientKey(request.ip)) };
        },
      );
    }

    app.get(
      '/user/info',
      {
        preValidation: requireLogin,
        schema: { tags, summary: 'The logged-in user’s details for My Page', response: { 200: userDetailSchema } },
      },
      async (request) => service.detail(requireUser(request).userNo),
    );

    app.put(
      '/user/info',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'Updates mail and SMS consent, content and fax',
          body: userInfoUpdateBodySchema,
          response: { 200: userDetailSchema },
        },
      },
      async (request) => service.updateInfo(requireUser(request).userNo, request.body),
    );

    app.put(
      '/user/thumbnail',
      {
        preValidation: guard(),
        schema: {
          tags,
          summary: 'Replaces the user’s picture (an image, re-encoded without metadata)',
          consumes: ['multipart/form-data'],
          response: { 200: thumbnailResultSchema },
        },
      },
      async (request) => {
        const userNo = requireUser(request).userNo;
        return {
          thumbnail: await withUpload(request, IMAGE_TYPES, (upload) => service.storeThumbnail(userNo, upload)),
        };
      },
    );

    app.get(
      '/user/thumbnail/:name',
      {
        schema: {
          tags,
          summary: 'A user picture',
          params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.webp$/) }),
        },
      },
      async (request, reply) => {
        const file = await options.storage.read(`${THUMBNAIL_PREFIX}/${request.params.name}`);
        if (!file) throw new AppError('NOT_FOUND');
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', file.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(file.stream);
      },
    );

    if (options.devOutbox) {
      app.get(
        '/dev/outbox',
        {
          schema: {
            hide: true,
            querystring: z.object({ recipient: z.string().min(1) }),
          },
        },
        async (request) => service.devOutbox(request.query.recipient),
      );
    }
  };
}

/** Logging in and out, and who is logged in. */
function sessionRoutes(service: UsersService, sessions: Sessions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/login',
      {
        schema: {
          tags,
          summary: 'Logs in with the id as Base64 and pw as the hex SHA-256 of the password; starts a new session',
          body: loginBodySchema,
          response: { 200: currentUserSchema },
        },
      },
      async (request, reply) => {
        const userNo = await service.login(request.body.id, request.body.pw, clientKey(request.ip));
        await sessions.start(request, reply, userNo);
        return service.currentUser(userNo);
      },
    );

    app.post('/user/logout', { schema: { tags, summary: 'Ends the session' } }, async (request, reply) => {
      await sessions.end(request, reply);
      return reply.status(204).send();
    });

    app.get(
      '/user/me',
      {
        schema: {
          tags,
          summary: 'The logged-in user (UserInfo, name and staff flag); 401 when not logged in',
          response: { 200: currentUserSchema },
        },
      },
      async (request) => requireUser(request),
    );
  };
}

/** A forgotten id or password, verification codes, and password changes. */
function recoveryRoutes(service: UsersService, sessions: Sessions): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/user/find-id',
      {
        schema: {
          tags,
          summary: 'Mails the user id when the details match an account of the user type; answers the same otherwise',
          body: findIdBodySchema,
          response: { 200: sentResultSchema },
        },
      },
      async (request) => {
        await service.findId(request.body, clientKey(request.ip));
        return { sent: true as const };
      },
    );

    app.post(
      '/user/find-pw',
      {
        schema: {
          tags,
          summary: 'Mails a password code when the details match; answers the same otherwise',
          body: findPwBodySchema,
          response: { 200: sentResultSchema },
        },
      },
      async (request) => {
        await service.findPw(request.body, clientKey(request.ip));
        return { sent: true as const };
      },
    );

    app.post(
      '/user/verification/send',
      {
        schema: {
          tags,
          summary: 'Sends a registration code (6 digits, valid 10 minutes) to an email address or phone',
          body: sendCodeBodySchema,
          response: { 200: sentResultSchema },
        },
      },
      async (request) => {
        await service.sendRegisterCode(request.body, clientKey(request.ip), request.language);
        return { sent: true as const };
      },
    );

    app.post(
      '/user/verification/verify',
      {
        schema: {
          tags,
          summary: 'Checks a code (5 tries, single use) and returns a one-time token for register or password',
          body: verifyCodeBodySchema,
          response: { 200: verifyCodeResultSchema },
        },
      },
      async (request) => ({ verificationToken: await service.verifyCode(request.body, clientKey(request.ip)) }),
    );

    app.put(
      '/user/password',
      {
        schema: {
          tags,
          summary: 'Sets a new password with the token of a verified find-password code; ends every session',
          body: passwordChangeBodySchema,
        },
      },
      async (request, reply) => {
        const userNo = await service.changePassword(request.body, clientKey(request.ip));
        await sessions.endAll(userNo);
        return reply.status(204).send();
      },
    );

    app.put(
      '/user/password/reset',
      {
        preValidation: requireLogin,
        schema: {
          tags,
          summary: 'A logged-in user changes the password; other sessions end and this one is renewed',
          body: passwordResetBodySchema,
          response: { 200: currentUserSchema },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { currentPw, newPw, language } = request.body;
        await service.resetPassword(user.userNo, currentPw, newPw, language);
        await sessions.endAll(user.userNo);
        request.sessionHash = null;
        await sessions.start(request, reply, user.userNo);
        return service.currentUser(user.userNo);
      },
    );
  };
}

/** Accounts: register, log in and out, find id and password, password changes, user info and thumbnail. */
export function usersRoutes(options: UsersRoutesOptions): FastifyPluginAsyncZod {
  const service = createUsersService(options);
  return async (app) => {
    await registerMultipart(app);
    await app.register(accountRoutes(service, options));
    await app.register(sessionRoutes(service, options.sessions));
    await app.register(recoveryRoutes(service, options.sessions));
  };
}
