import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CurrentUser } from '@market/domain';
import { guard } from './auth.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a staff-maintained sheet (import rules, landed cost rates) offers its routes; every change is audited. */
interface StaffSheetService<Body, Row> {
  list(): Promise<Row[]>;
  create(user: CurrentUser, body: Body): Promise<Row>;
  update(user: CurrentUser, no: number, body: Body): Promise<Row>;
  remove(user: CurrentUser, no: number): Promise<unknown>;
}

export interface StaffSheet<Body, Row> {
  /** The collection's path, e.g. '/staff/import-rules'. */
  path: string;
  /** The name of a row's number in the path, e.g. 'ruleNo'. */
  key: string;
  body: z.ZodType<Body>;
  row: z.ZodType<Row>;
  summaries: { list: string; create: string; update: string; remove: string };
  service: StaffSheetService<Body, Row>;
}

const staffOnly = guard({ roles: ['staff'], sameUser: false });

/** The staff's list, add (201, 409 on a duplicate), edit and remove (204) routes of one sheet. */
export function staffSheetRoutes<Body, Row>(zodApp: App, sheet: StaffSheet<Body, Row>): void {
  // The schemas still validate and serialize; only the generic Body and Row are beyond the Zod type provider's reach.
  const app = zodApp.withTypeProvider<FastifyTypeProviderDefault>();
  const tags = ['staff'];
  const params = z.object({ [sheet.key]: z.coerce.number().int().positive().max(2_147_483_647) });
  const noOf = (request: { params: unknown }) => (request.params as Record<string, number>)[sheet.key]!;
  const { summaries, service } = sheet;
  app.get(
    sheet.path,
    { onRequest: staffOnly, schema: { tags, summary: summaries.list, response: { 200: z.array(sheet.row) } } },
    () => service.list(),
  );
  app.post(
    sheet.path,
    {
      onRequest: staffOnly,
      schema: { tags, summary: summaries.create, body: sheet.body, response: { 201: sheet.row } },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.user!, request.body as Body)),
  );
  app.put(
    `${sheet.path}/:${sheet.key}`,
    {
      onRequest: staffOnly,
      schema: { tags, summary: summaries.update, params, body: sheet.body, response: { 200: sheet.row } },
    },
    (request) => service.update(request.user!, noOf(request), request.body as Body),
  );
  app.delete(
    `${sheet.path}/:${sheet.key}`,
    { onRequest: staffOnly, schema: { tags, summary: summaries.remove, params } },
    async (request, reply) => {
      await service.remove(request.user!, noOf(request));
      return reply.status(204).send();
    },
  );
}
