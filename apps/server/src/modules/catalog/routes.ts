import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATEGORY, categoryParam, localizedShape, modelYears } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { cachePublicly } from '../../platform/http-cache.ts';
import {
  capacitySchema,
  commissionTierSchema,
  countrySchema,
  detailModelSchema,
  formDetailSchema,
  formSchema,
  idParam,
  makerSchema,
  modelSchema,
  nameParam,
  optionListsSchema,
  portSchema,
  uploadParam,
  vesselOfferSchema,
  yearParam,
} from './schemas.ts';
import { createCatalogService, SIMPLE_LIST_ROUTES } from './service.ts';

/** Look-up lists may come from the database replica (docs/decisions/0273). */
const config = { replicaReads: true };

function list<R extends z.ZodType>(summary: string, response: R) {
  return { config, schema: { tags: ['catalog'], summary, response: { 200: response } } };
}

function lookup<R extends z.ZodType, Q extends z.ZodObject>(summary: string, response: R, querystring: Q) {
  return { config, schema: { tags: ['catalog'], summary, querystring, response: { 200: response } } };
}

export function catalogRoutes(db: Db): FastifyPluginAsyncZod {
  const catalog = createCatalogService(db);
  const { lists } = catalog;
  return async (app) => {
    cachePublicly(app);
    app.get(
      '/items/maker',
      lookup(
        'Car makers with models in a year (all car makers without a year)',
        z.array(makerSchema),
        z.object({ year: yearParam.optional() }),
      ),
      (request) => lists.carMakers(request.query.year),
    );
    app.get(
      '/items/makers',
      lookup(
        'All makers of a category (1 car, 2 special)',
        z.array(makerSchema),
        z.object({ category: categoryParam }),
      ),
      (request) => lists.makersOf(request.query.category),
    );
    app.get(
      '/items/model',
      lookup(
        'Car models of a maker in a year',
        z.array(modelSchema),
        z.object({ year: yearParam.optional(), maker: idParam }),
      ),
      (request) => lists.carModels(request.query.maker, request.query.year),
    );
    app.get(
      '/items/detail-model',
      lookup(
        'Detail models (trims) of a car model in a year, with the product, size, weight, cfvtNo and lineCbm they fill',
        z.array(detailModelSchema),
        z.object({ year: yearParam.optional(), maker: idParam, model: idParam }),
      ),
      (request) => lists.detailModels(request.query.maker, request.query.model, request.query.year),
    );
    app.get('/items/forms', list('Forms of special vehicles', z.array(formSchema)), () => lists.forms());
    app.get(
      '/items/form-detail',
      lookup('Detail forms of a form', z.array(formDetailSchema), z.object({ form: idParam, upload: uploadParam })),
      (request) => lists.formDetails(request.query.form, request.query.upload === 0),
    );
    app.get(
      '/items/capacity',
      lookup(
        'Load capacities of a detail form',
        z.array(capacitySchema),
        z.object({ formDetail: idParam, upload: uploadParam }),
      ),
      (request) => lists.capacities(request.query.formDetail, request.query.upload === 0),
    );
    app.get(
      '/items/special-maker',
      lookup(
        'Makers of special vehicles of a capacity (the seller form), or of a form or detail form (the search); without any, every special maker',
        z.array(makerSchema),
        z.object({
          capacity: idParam.optional(),
          formDetail: idParam.optional(),
          form: idParam.optional(),
          upload: uploadParam,
        }),
      ),
      ({ query: { upload, ...under } }) => lists.specialMakers(under, upload === 0),
    );
    app.get(
      '/items/special-model',
      lookup(
        'Special-vehicle models of a maker and capacity, with cfvtNo and lineCbm',
        z.array(modelSchema),
        z.object({ capacity: idParam, maker: idParam, upload: uploadParam }),
      ),
      (request) => lists.specialModels(request.query.capacity, request.query.maker, request.query.upload === 0),
    );
    app.get('/items/car-custom-shop-maker', list('Car makers for the custom car request', z.array(makerSchema)), () =>
      lists.makersOf(CATEGORY.car),
    );
    app.get(
      '/items/car-custom-shop-model',
      lookup('Car models of a maker, by English maker name', z.array(modelSchema), z.object({ makerName: nameParam })),
      (request) => lists.carModelsByMakerName(request.query.makerName),
    );
    app.get(
      '/items/car-custom-shop-detail-model',
      lookup(
        'Detail models of a car model, by English maker and model names',
        z.array(detailModelSchema),
        z.object({ makerName: nameParam, modelName: nameParam }),
      ),
      (request) => lists.detailModelsByNames(request.query.makerName, request.query.modelName),
    );
    app.get('/items/years', list('Model years, newest first', z.array(z.number())), () => modelYears());
    app.get(
      '/items/drives',
      lookup(
        'Drives with localized names: of one category (with those every category has, 4WD), or all',
        z.array(z.object({ driveNo: z.number(), ...localizedShape('driveName') })),
        z.object({ category: categoryParam.optional() }),
      ),
      (request) => lists.drives(request.query.category),
    );
    for (const simple of SIMPLE_LIST_ROUTES) {
      const row = z
        .object({ [simple.no]: z.number(), ...(simple.path === 'colors' ? { colorCode: z.string().nullable() } : {}) })
        .catchall(z.string());
      app.get(
        `/items/${simple.path}`,
        list(`The ${simple.path} list with localized names`, z.array(row)),
        () => catalog.simpleList(simple.path) as Promise<z.infer<typeof row>[]>,
      );
    }
    app.get('/items/options', list('Option and condition entries of the car form', optionListsSchema), () =>
      catalog.optionLists(),
    );
    app.get('/items/commission', list('Commission tiers by sell price', z.array(commissionTierSchema)), () =>
      catalog.commissionTiers(),
    );
    app.get('/inquirys/countries', list('Countries (ISO 3166-1) with localized names', z.array(countrySchema)), () =>
      lists.countries(),
    );
    app.get(
      '/inquirys/port',
      lookup('Ports of a destination country', z.array(portSchema), z.object({ countryNo: idParam })),
      (request) => lists.ports(request.query.countryNo),
    );
    app.get(
      '/inquirys/vessel',
      lookup(
        'Vessel offers to a port, priced for the item (its stored freight class and volume; no price for whoever the detail page masks); cfvtNo is accepted for compatibility and ignored',
        z.array(vesselOfferSchema),
        z.object({ portNo: idParam, itemNo: idParam, cfvtNo: z.coerce.number().int().min(0).max(99).optional() }),
      ),
      (request) => catalog.vesselOffersFor(request.query.portNo, request.query.itemNo, request.user),
    );
  };
}
