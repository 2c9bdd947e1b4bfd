export * from './languages.ts';
export * from './routes.ts';
export * from './errors.ts';
export * from './catalog.ts';
export * from './pricing.ts';
