export * from './languages.ts';
export * from './routes.ts';
export * from './errors.ts';
