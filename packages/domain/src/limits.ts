/**
 * The highest amount the spec allows anywhere: a car's price, a discount, a price filter, a commission tier, an amount
 * staff set.
 */
export const MAX_PRICE = 2_100_000_000;

/** Every uploaded file: 10 MB at most (spec section 9), unless a slot names more (the cold-start video). */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;
