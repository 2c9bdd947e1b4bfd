export * from './languages.ts';
export * from './routes.ts';
export * from './errors.ts';
export * from './catalog.ts';
export * from './pricing.ts';
export * from './validation.ts';
export * from './users.ts';
export * from './consignee.ts';
