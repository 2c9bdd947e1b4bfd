/**
 * The search answer written as JSON text without building the cards as objects first (decision 0127). Most of a card
 * is the six localized names of eight lookups: each (lookup, number) is written once as a JSON fragment and reused by
 * every card that names it. The text is byte for byte `JSON.stringify` of the object the service builds with
 * `present` (keys in the same order); the tests compare both on every listing.
 */

/** The lookups a card names, each with the row column naming it and its six keys on a card. */
export interface CardName {
  lookup: string;
  column: string;
  keys: readonly string[];
  maskable: boolean;
}

export type Names = Map<string, Map<number, Record<string, string>>>;

/** The card's own fields before its names, as `present` writes them; `hidden` ones are null when masked. */
const HEAD: [key: string, kind: 'number' | 'raw' | 'hidden' | 'masked'][] = [
  ['itemNo', 'number'],
  ['category', 'raw'],
  ['flag', 'raw'],
  ['partners', 'raw'],
  ['premierFlag', 'raw'],
  ['masked', 'masked'],
  ['year', 'raw'],
  ['sellPrice', 'hidden'],
  ['discountPrice', 'hidden'],
  ['mileage', 'hidden'],
  ['cc', 'hidden'],
  ['power', 'number'],
  ['makerNo', 'raw'],
  ['modelNo', 'raw'],
  ['thumbnail', 'raw'],
  ['updateDate', 'raw'],
];
const HEAD_KEYS = HEAD.map(([key]) => JSON.stringify(key) + ':');

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Writes cards for one catalog snapshot; its fragments live as long as the snapshot. */
export function createCardWriter(cardNames: readonly CardName[], names: Names) {
  const fragments = new Map<string, Map<number, string>>();
  const nullFragments = new Map(
    cardNames.map(({ lookup, keys }) => [lookup, keys.map((key) => `${JSON.stringify(key)}:null`).join(',')]),
  );

  function fragment(lookup: string, keys: readonly string[], no: number): string {
    let byNo = fragments.get(lookup);
    if (!byNo) fragments.set(lookup, (byNo = new Map()));
    let text = byNo.get(no);
    if (text === undefined) {
      const found = names.get(lookup)?.get(no);
      text = keys.map((key) => `${JSON.stringify(key)}:${JSON.stringify(found?.[key] ?? null)}`).join(',');
      byNo.set(no, text);
    }
    return text;
  }

  return function cardJson(row: Record<string, unknown>, masked: boolean): string {
    let text = '{';
    for (let i = 0; i < HEAD.length; i++) {
      const [key, kind] = HEAD[i]!;
      const value =
        kind === 'masked'
          ? masked
          : kind === 'number' && key === 'itemNo'
            ? Number(row[key])
            : kind === 'number'
              ? num(row[key])
              : kind === 'hidden'
                ? masked
                  ? null
                  : num(row[key])
                : row[key];
      text += (i === 0 ? '' : ',') + HEAD_KEYS[i] + JSON.stringify(value);
    }
    for (const { lookup, column, keys, maskable } of cardNames) {
      const no = row[column];
      text +=
        ',' +
        ((masked && maskable) || no === null || no === undefined
          ? nullFragments.get(lookup)!
          : fragment(lookup, keys, Number(no)));
    }
    return text + '}';
  };
}

export type CardWriter = ReturnType<typeof createCardWriter>;
