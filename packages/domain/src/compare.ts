/** Listings side by side (issue 32, docs/decisions/0267): at most this many, named in the link `?items=12,34`. */
export const COMPARE_MAX = 4;

/** The listing numbers of a compare link, in order, without repeats or anything that is not one, at most COMPARE_MAX. */
export function compareItemNos(text: string | null | undefined): number[] {
  const numbers = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
  return [...new Set(numbers)].slice(0, COMPARE_MAX);
}
