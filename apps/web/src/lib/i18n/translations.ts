import type { LanguageTag } from '@market/domain';
import {
  interpolate,
  loadNamespace,
  textOf,
  type KeyOf,
  type Messages,
  type Namespace,
  type PrefixedKey,
} from '@market/i18n';

/** One language's texts by namespace: what the server render used, handed to the browser with the page. */
export type PageTexts = Partial<Record<Namespace, Messages>>;

/** The values of a text's {{name}} placeholders, and the text shown when the key has none. */
export interface TranslationOptions {
  defaultValue?: string;
  /** Picks the plural form of a counted text (`key_one`, `key_few`...) by the language's rules. */
  count?: number;
  [name: string]: unknown;
}

/**
 * A text by key: `key.path` in the namespace it was made for, or `namespace:key.path` in another. A key without a
 * text reads as itself (without its namespace), as i18next's did.
 */
export type TFunction<N extends Namespace = never> = <K extends string>(
  key: K & CheckedKey<N, K>,
  options?: TranslationOptions,
) => string;

/**
 * A key written out (or a union of them) must be one of the namespace's keys, or `namespace:key` of another: a
 * misspelled one fails the type check. A key built from an open string (`status.${string}`) cannot be checked by
 * type; translation-keys.test.ts checks every such key in the code against the catalogs.
 */
type CheckedKey<N extends Namespace, K extends string> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- {} is the empty record an open key set allows
  {} extends Record<K, true> ? unknown : KeyOf<N> | PrefixedKey;

/** A t of any namespace: what fixedT makes, which reads any key it is given. */
type AnyT = (key: string, options?: TranslationOptions) => string;

/** `namespace:key`; a key with a space is a plain text, not a key in a namespace (as with i18next). */
const PREFIXED = /^([\w-]+):(\S+)$/;

/** A placeholder's value as i18next showed it: null and undefined as nothing. */
function shown(value: unknown): string | number {
  if (typeof value === 'string' || typeof value === 'number') return value;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The texts of one browser, or of one server render (so that renders in different languages never share any): the
 * language shown and the namespaces loaded so far, each fetched the first time a screen asks for it (every key exists
 * in every language, so there is no fallback language to download as well). Only the subset of i18next's syntax
 * our texts use: namespaces, dotted keys, {{name}} placeholders, plural forms chosen by `count` (locales.test.ts keeps
 * the texts to it).
 */
export class Translations {
  #language: LanguageTag;
  /** The language a change was last asked for: an older change that finishes later is dropped. */
  #asked: LanguageTag;
  /** By language, the namespaces loaded; undefined for one that failed to load (its keys show, as with i18next). */
  readonly #loaded = new Map<LanguageTag, Map<Namespace, Messages | undefined>>();
  readonly #loading = new Map<string, Promise<void>>();
  /** Every namespace asked for, in any language: a language change loads them all before it is shown. */
  readonly #used = new Set<Namespace>();
  readonly #fixed = new Map<string, AnyT>();
  readonly #listeners = new Set<() => void>();

  constructor(language: LanguageTag, texts: PageTexts = {}) {
    this.#language = language;
    this.#asked = language;
    const loaded = this.#of(language);
    for (const [namespace, messages] of Object.entries(texts) as [Namespace, Messages][]) {
      loaded.set(namespace, messages);
      this.#used.add(namespace);
    }
  }

  get language(): LanguageTag {
    return this.#language;
  }

  #of(language: LanguageTag): Map<Namespace, Messages | undefined> {
    let loaded = this.#loaded.get(language);
    if (!loaded) {
      loaded = new Map();
      this.#loaded.set(language, loaded);
    }
    return loaded;
  }

  hasLoaded(namespaces: readonly Namespace[], language: LanguageTag = this.#language): boolean {
    const loaded = this.#loaded.get(language);
    return namespaces.every((namespace) => loaded?.has(namespace) === true);
  }

  /** Resolves once every namespace is loaded (or has failed to), never rejects. */
  async load(namespaces: readonly Namespace[], language: LanguageTag = this.#language): Promise<void> {
    await Promise.all(namespaces.map((namespace) => this.#loadOne(namespace, language)));
  }

  #loadOne(namespace: Namespace, language: LanguageTag): Promise<void> {
    this.#used.add(namespace);
    if (this.#of(language).has(namespace)) return Promise.resolve();
    const id = `${language}|${namespace}`;
    let pending = this.#loading.get(id);
    if (!pending) {
      pending = loadNamespace(language, namespace).then(
        (messages) => {
          this.#of(language).set(namespace, messages);
          this.#loading.delete(id);
        },
        (error: unknown) => {
          console.error(`The ${language} texts of ${namespace} did not load`, error);
          this.#of(language).set(namespace, undefined);
          this.#loading.delete(id);
        },
      );
      this.#loading.set(id, pending);
    }
    return pending;
  }

  /** Loads every namespace used so far in the language, then shows it (every useTranslation renders again). */
  async changeLanguage(language: LanguageTag): Promise<void> {
    this.#asked = language;
    await this.load([...this.#used], language);
    if (this.#asked !== language || this.#language === language) return;
    this.#language = language;
    for (const listener of this.#listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The t of a namespace in a language: the same function each time, so it changes only with the language. */
  fixedT<N extends Namespace>(namespace: N, language: LanguageTag = this.#language): TFunction<N> {
    const id = `${language}|${namespace}`;
    let t = this.#fixed.get(id);
    if (!t) {
      t = (key, options) => this.#translate(language, namespace, key, options);
      this.#fixed.set(id, t);
    }
    return t;
  }

  #translate(language: LanguageTag, namespace: Namespace, key: string, options: TranslationOptions = {}): string {
    const [, prefix, path = key] = PREFIXED.exec(key) ?? [];
    const messages = this.#loaded.get(language)?.get((prefix ?? namespace) as Namespace);
    const template = (messages && textOf(messages, language, path, options)) ?? options.defaultValue ?? path;
    return interpolate(
      template,
      Object.fromEntries(Object.entries(options).map(([name, value]) => [name, shown(value)])),
    );
  }

  /** The texts loaded in the language shown (not those that failed): the page data of a server render. */
  texts(): PageTexts {
    const texts: PageTexts = {};
    for (const [namespace, messages] of this.#of(this.#language)) if (messages) texts[namespace] = messages;
    return texts;
  }
}
