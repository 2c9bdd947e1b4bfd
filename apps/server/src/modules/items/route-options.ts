import { guard } from '../../platform/auth.ts';

export const tags = ['items'];

/** Sellers and dealers whose account staff approved; every route of the module is theirs only. */
export const sellerOnly = { preValidation: guard({ roles: ['seller'], admission: true }) };
