import type account from '../locales/en/account.json';
import type admin from '../locales/en/admin.json';
import type common from '../locales/en/common.json';
import type condition from '../locales/en/condition.json';
import type detail from '../locales/en/detail.json';
import type errors from '../locales/en/errors.json';
import type inquiry from '../locales/en/inquiry.json';
import type invoice from '../locales/en/invoice.json';
import type itemForm from '../locales/en/item-form.json';
import type mail from '../locales/en/mail.json';
import type search from '../locales/en/search.json';
import type { Namespace, PluralCategory } from './index.ts';

/** The English catalog of each namespace: the one every language's keys are checked against (locales.test.ts). */
interface Catalogs {
  account: typeof account;
  admin: typeof admin;
  common: typeof common;
  condition: typeof condition;
  detail: typeof detail;
  errors: typeof errors;
  inquiry: typeof inquiry;
  invoice: typeof invoice;
  'item-form': typeof itemForm;
  mail: typeof mail;
  search: typeof search;
}

/** The dotted paths of a catalog's texts. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A counted text is asked for without its plural suffix: `count` for `count_one`, `count_other`. */
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralCategory}` ? Base : K;

/** Every key of a namespace, typed from the English catalog: a misspelled or missing key fails the type check. */
export type KeyOf<N extends Namespace> = N extends Namespace ? WithoutPlural<Leaves<Catalogs[N]>> : never;

/** A key of another namespace, as `namespace:key.path`. */
export type PrefixedKey = { [N in Namespace]: `${N}:${KeyOf<N>}` }[Namespace];

/**
 * The keys under a dotted prefix, without it: `KeysUnder<'search', 'sort.'>` is the union of the sort names, for a key
 * built from a value (`t(\`sort.${sort}\`)` needs `sort` to be one of them).
 */
export type KeysUnder<N extends Namespace, Prefix extends string> =
  KeyOf<N> extends infer K ? (K extends `${Prefix}${infer Rest}` ? Rest : never) : never;
