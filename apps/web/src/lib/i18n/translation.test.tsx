import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { LanguageTag } from '@market/domain';
import type { Namespace } from '@market/i18n';
import { createI18n, initI18n, loadedTexts } from './i18n.ts';
import { TranslationProvider, useLanguage, useTranslation } from './translation.tsx';
import { Translations, type TranslationOptions } from './translations.ts';

const texts = {
  common: { greeting: { hello: 'Hello, {{name}}!' }, count: '{{count}} cars', empty: '' },
  errors: { field: { required: 'Required field' } },
};

/** The module's t over made-up catalogs, whose keys the English catalog's types do not know. */
type LooseT = (key: string, options?: TranslationOptions) => string;

describe('t', () => {
  const t: LooseT = new Translations('en', texts).fixedT('common');

  it('reads dotted keys, and another namespace by its prefix', () => {
    expect(t('greeting.hello', { name: 'Ana' })).toBe('Hello, Ana!');
    expect(t('errors:field.required')).toBe('Required field');
    expect(t('empty')).toBe('');
  });

  it('fills placeholders as i18next did: unknown ones stay, null and undefined show as nothing', () => {
    expect(t('count', { count: 3 })).toBe('3 cars');
    expect(t('greeting.hello')).toBe('Hello, {{name}}!');
    expect(t('greeting.hello', { name: null })).toBe('Hello, !');
    expect(t('greeting.hello', { name: undefined })).toBe('Hello, !');
  });

  it('reads a missing key as itself without its namespace, or as its default value', () => {
    expect(t('greeting.bye')).toBe('greeting.bye');
    expect(t('greeting')).toBe('greeting');
    expect(t('errors:field.gone')).toBe('field.gone');
    expect(t('search:title')).toBe('title');
    expect(t('action.unknown', { defaultValue: 'unknown' })).toBe('unknown');
    expect(t('greeting.hello', { defaultValue: 'unused', name: 'Li' })).toBe('Hello, Li!');
  });

  it('picks the plural form of the language by count', () => {
    const counted = { common: { found_one: '{{count}} car', found_other: '{{count}} cars' } };
    const en: LooseT = new Translations('en', counted).fixedT('common');
    expect(en('found', { count: 1 })).toBe('1 car');
    expect(en('found', { count: 2500 })).toBe('2,500 cars');
    const russian = {
      common: { found_one: '{{count}} машина', found_few: '{{count}} машины', found_many: '{{count}} машин' },
    };
    const ru: LooseT = new Translations('ru', russian).fixedT('common');
    expect([1, 2, 5, 11, 21, 100].map((count) => ru('found', { count }))).toEqual([
      '1 машина',
      '2 машины',
      '5 машин',
      '11 машин',
      '21 машина',
      '100 машин',
    ]);
  });

  it('is the same function until the language changes', async () => {
    const translations = new Translations('en', texts);
    const english = translations.fixedT('common');
    expect(translations.fixedT('common')).toBe(english);
    await translations.changeLanguage('fr');
    // Compared with this instance's English t (not another instance's, which no change could ever equal).
    expect(translations.fixedT('common')).not.toBe(english);
    expect(translations.fixedT('common', 'en')).toBe(english);
  });
});

function Label({ namespaces = 'common' }: { namespaces?: Namespace | [Namespace, ...Namespace[]] }) {
  const { t: typed } = useTranslation(namespaces);
  const { tag } = useLanguage();
  const t: LooseT = typed;
  return (
    <p>
      {tag}: {t('language.label')} / {t('errors:field.required')} / {t('detail:carNotFound')}
    </p>
  );
}

function renderIn(translations: Translations, namespaces?: Namespace | [Namespace, ...Namespace[]]) {
  return render(
    <TranslationProvider translations={translations}>
      <Suspense fallback={<p>loading</p>}>
        <Label namespaces={namespaces} />
      </Suspense>
    </TranslationProvider>,
  );
}

describe('useTranslation', () => {
  it('suspends until its namespaces are loaded', async () => {
    const translations = await createI18n(1);
    expect(translations.hasLoaded(['detail'])).toBe(false);
    renderIn(translations, ['common', 'detail']);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('en: Language / Required field / Car not found')).toBeTruthy();
    expect(translations.hasLoaded(['detail'])).toBe(true);
  });

  it('renders again in a new language once its namespaces are loaded there', async () => {
    const translations = await createI18n(1);
    await translations.load(['detail']);
    renderIn(translations);
    screen.getByText('en: Language / Required field / Car not found');
    await act(() => translations.changeLanguage('fr'));
    // Every namespace used in English was loaded in French before the change showed: no fallback in between.
    screen.getByText('fr: Langue / Champ obligatoire / Véhicule introuvable');
  });

  it('keeps the last language asked for when changes cross', async () => {
    const translations = await createI18n(1);
    const changes = [translations.changeLanguage('fr'), translations.changeLanguage('es')];
    await Promise.all(changes);
    expect(translations.language).toBe('es');
  });

  it('reads the texts initI18n made without a provider (the tests’ trees)', async () => {
    await initI18n(4);
    render(
      <Suspense fallback={null}>
        <Label />
      </Suspense>,
    );
    expect((await screen.findByText(/^ru: /)).textContent).toMatch(/^ru: \S/);
  });
});

describe('a render’s texts', () => {
  it('are its own: renders in different languages at once do not mix, and each lists what it used', async () => {
    const [english, arabic] = await Promise.all([createI18n(1), createI18n(3)]);
    const both = [english, arabic].map((translations) => renderIn(translations, 'detail'));
    // With 'detail' first, an unprefixed key is read in 'detail' only (not in 'common'), as i18next did.
    await screen.findByText('en: language.label / Required field / Car not found');
    await screen.findByText(/^ar: /);
    expect(both[1]?.container.textContent).not.toMatch(/Required|Car not found/);
    const tags: LanguageTag[] = [english.language, arabic.language];
    expect(tags).toEqual(['en', 'ar']);
    expect(Object.keys(loadedTexts(english)).sort()).toEqual(['common', 'detail', 'errors']);
    expect(Object.keys(loadedTexts(arabic)).sort()).toEqual(['common', 'detail', 'errors']);
    expect(loadedTexts(arabic).detail).not.toEqual(loadedTexts(english).detail);
  });

  it('start from the page data without loading it again', async () => {
    const page = loadedTexts(await createI18n(5));
    const translations = await initI18n(5, page);
    expect(loadedTexts(translations)).toEqual(page);
    expect(translations.fixedT('common')('language.label')).toBe('Idioma');
  });
});
