import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityListSchema,
  activityQuerySchema,
  admissionBodySchema,
  contactBodySchema,
  contactGroupBodySchema,
  itemFlagBodySchema,
  orderBodySchema,
  sellerFlagsBodySchema,
  staffContactGroupSchema,
  staffContactSchema,
  staffItemListSchema,
  staffItemQuerySchema,
  staffSellerListSchema,
  staffSellerQuerySchema,
  staffSellerSchema,
} from '@market/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { guard } from '../../platform/auth.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { registerMultipart, withUpload } from '../../platform/uploads.ts';
import type { StaffMailer } from './admission-mail.ts';
import { activity } from '../../platform/audit.ts';
import { createStaffService, type StaffService } from './service.ts';

/** Staff only, for every route of this plugin: 401 without a session, 403 for any other role. */
const staffOnly = guard({ roles: ['staff'], sameUser: false });
const tags = ['staff'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

type SellerRow = NonNullable<Awaited<ReturnType<StaffService['seller']>>>;
const presentSeller = (row: SellerRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  renewedAt: row.renewedAt?.toISOString() ?? null,
});

type StoredFile = NonNullable<Awaited<ReturnType<FileStorage['read']>>>;

/** A stored file for staff eyes only: never kept by a shared cache or the browser. */
function sendPrivateFile(reply: FastifyReply, file: StoredFile, type: string) {
  return reply
    .type(type)
    .header('content-length', file.size)
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}

/** Sellers and dealers: the list, one with their business document, the admission decision and their flags. */
function sellerRoutes(service: StaffService, storage: FileStorage, publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/sellers',
      {
        schema: {
          tags,
          summary: 'Sellers and dealers, pending admission first; filters by status, type, flags and text',
          querystring: staffSellerQuerySchema,
          response: { 200: staffSellerListSchema },
        },
      },
      async (request) => {
        const { list, total } = await service.sellers(request.query);
        return { list: list.map(presentSeller), total, page: request.query.page, size: request.query.size };
      },
    );
    app.get(
      '/staff/sellers/:userNo',
      {
        schema: { tags, summary: 'One seller', params: z.object({ userNo: id }), response: { 200: staffSellerSchema } },
      },
      async (request) => {
        const seller = await service.seller(request.params.userNo);
        if (!seller) throw new AppError('NOT_FOUND');
        return presentSeller(seller);
      },
    );
    app.get(
      '/staff/sellers/:userNo/document',
      {
        schema: {
          tags,
          summary: "The seller's business document (PDF or image), for review",
          params: z.object({ userNo: id }),
        },
      },
      async (request, reply) => {
        const document = await service.sellerDocument(request.params.userNo);
        const file = document && (await storage.read(`attachments/${document.fileKey}`));
        if (!document || !file) throw new AppError('NOT_FOUND');
        reply.header(
          'content-disposition',
          `inline; filename="document-${request.params.userNo}.${document.fileKey.split('.').pop()}"`,
        );
        return sendPrivateFile(reply, file, document.mime);
      },
    );
    app.post(
      '/staff/sellers/:userNo/admission',
      {
        schema: {
          tags,
          summary: 'Approve admission, or refuse it with a reason; the seller is mailed (409 when already so decided)',
          params: z.object({ userNo: id }),
          body: admissionBodySchema,
          response: { 200: staffSellerSchema },
        },
      },
      async (request) =>
        presentSeller(await service.decideAdmission(request.user!, request.params.userNo, request.body, publicUrl)),
    );
    app.put(
      '/staff/sellers/:userNo/flags',
      {
        schema: {
          tags,
          summary: 'Grant or revoke the partners and secret flags',
          params: z.object({ userNo: id }),
          body: sellerFlagsBodySchema,
          response: { 200: staffSellerSchema },
        },
      },
      async (request) =>
        presentSeller(await service.setSellerFlags(request.user!, request.params.userNo, request.body)),
    );
  };
}

/** Items of any flag, and their flag changed by staff; the activity feed of staff actions and inquiry steps. */
function itemAndActivityRoutes(db: Db, service: StaffService, publicUrl: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/activity',
      {
        schema: {
          tags,
          summary: 'Staff actions and inquiry steps, newest first, optionally for one record',
          querystring: activityQuerySchema,
          response: { 200: activityListSchema },
        },
      },
      async (request) => ({
        ...(await activity(db, request.query)),
        page: request.query.page,
        size: request.query.size,
      }),
    );
    app.get(
      '/staff/items',
      {
        schema: {
          tags,
          summary: 'Items of any flag, newest change first: by CB or chassis number, flag and seller; paged',
          querystring: staffItemQuerySchema,
          response: { 200: staffItemListSchema },
        },
      },
      async (request) => {
        const { list, total } = await service.items(request.query);
        return {
          list: list.map((row) => ({ ...row, updateDate: row.updateDate.toISOString() })),
          total,
          page: request.query.page,
          size: request.query.size,
        };
      },
    );
    app.put(
      '/staff/items/:itemNo/flag',
      {
        schema: {
          tags,
          summary:
            "Change an item's flag with a reason; 409 when the item changed since its version was read. Deleting (4, 5) mails the seller the reason",
          params: z.object({ itemNo: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
          body: itemFlagBodySchema,
          response: { 200: z.object({ flag: z.number(), version: z.number() }) },
        },
      },
      async (request) => service.setItemFlag(request.user!, request.params.itemNo, request.body, publicUrl),
    );
  };
}

/** The sales contacts shown on the detail pages, by group. */
function contactRoutes(service: StaffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/staff/sales-contacts',
      {
        schema: {
          tags,
          summary: 'Sales contact groups in order, each with its contacts',
          response: { 200: z.array(staffContactGroupSchema) },
        },
      },
      async () => service.contactGroups(),
    );
    app.post(
      '/staff/sales-contact-groups',
      {
        schema: {
          tags,
          summary: 'Add a group (placed last)',
          body: contactGroupBodySchema,
          response: { 201: staffContactGroupSchema.omit({ contacts: true }) },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createGroup(request.user!, request.body)),
    );
    app.put(
      '/staff/sales-contact-groups/order',
      { schema: { tags, summary: 'Set the order of all groups', body: orderBodySchema } },
      async (request, reply) => {
        await service.orderGroups(request.user!, request.body.order);
        return reply.status(204).send();
      },
    );
    app.put(
      '/staff/sales-contact-groups/:groupNo',
      {
        schema: {
          tags,
          summary: "Edit a group's location names and countries",
          params: z.object({ groupNo: id }),
          body: contactGroupBodySchema,
          response: { 200: staffContactGroupSchema.omit({ contacts: true }) },
        },
      },
      async (request) => service.updateGroup(request.user!, request.params.groupNo, request.body),
    );
    app.delete(
      '/staff/sales-contact-groups/:groupNo',
      {
        schema: {
          tags,
          summary: 'Remove an empty group (409 with codeNumber 1 while it has contacts)',
          params: z.object({ groupNo: id }),
        },
      },
      async (request, reply) => {
        await service.deleteGroup(request.user!, request.params.groupNo);
        return reply.status(204).send();
      },
    );
    app.put(
      '/staff/sales-contact-groups/:groupNo/order',
      {
        schema: {
          tags,
          summary: 'Set the order of all contacts of a group',
          params: z.object({ groupNo: id }),
          body: orderBodySchema,
        },
      },
      async (request, reply) => {
        await service.orderContacts(request.user!, request.params.groupNo, request.body.order);
        return reply.status(204).send();
      },
    );
    app.post(
      '/staff/sales-contacts',
      {
        schema: {
          tags,
          summary: 'Add a contact (placed last in its group)',
          body: contactBodySchema,
          response: { 201: staffContactSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createContact(request.user!, request.body)),
    );
    app.put(
      '/staff/sales-contacts/:siNo',
      {
        schema: {
          tags,
          summary: 'Edit a contact',
          params: z.object({ siNo: id }),
          body: contactBodySchema,
          response: { 200: staffContactSchema },
        },
      },
      async (request) => service.updateContact(request.user!, request.params.siNo, request.body),
    );
    app.put(
      '/staff/sales-contacts/:siNo/picture',
      {
        schema: {
          tags,
          summary: "Replace a contact's picture (JPEG, PNG or WebP; re-encoded to a 400 px square)",
          consumes: ['multipart/form-data'],
          params: z.object({ siNo: id }),
          response: { 200: z.object({ siSrc: z.string() }) },
        },
      },
      async (request) => {
        const siSrc = await withUpload(request, PICTURE_TYPES, (upload) =>
          service.setContactPicture(request.user!, request.params.siNo, upload),
        );
        return { siSrc };
      },
    );
    app.delete(
      '/staff/sales-contacts/:siNo',
      { schema: { tags, summary: 'Remove a contact and its picture', params: z.object({ siNo: id }) } },
      async (request, reply) => {
        await service.deleteContact(request.user!, request.params.siNo);
        return reply.status(204).send();
      },
    );
  };
}

/** The back office: sellers, items, sales contacts and the activity feed (docs/decisions/0060). */
export function staffRoutes(
  db: Db,
  storage: FileStorage,
  mailer: StaffMailer & { publicUrl: string },
): FastifyPluginAsyncZod {
  const service = createStaffService(db, storage, mailer);

  return async (app) => {
    // Before parsing or validating anything: a visitor learns nothing about the staff API but 401.
    app.addHook('onRequest', staffOnly);
    await registerMultipart(app);
    await app.register(sellerRoutes(service, storage, mailer.publicUrl));
    await app.register(itemAndActivityRoutes(db, service, mailer.publicUrl));
    await app.register(contactRoutes(service));
  };
}
