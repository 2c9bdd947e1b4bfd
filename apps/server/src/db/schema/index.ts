export * from './platform.ts';
export * from './catalog.ts';
export * from './users.ts';
export * from './items.ts';
export * from './inquiries.ts';
export * from './staff.ts';
export * from './import-rules.ts';
export * from './shipments.ts';
