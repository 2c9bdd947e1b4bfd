import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { useNavigate } from 'react-router';
import { CATEGORY, hasRole, localizedName, ROUTES, searchQueryString } from '@market/domain';
import { ListingCard, ListingCardSkeleton } from '../../components/ui/listing-card.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlainButton, PlainLinkButton } from '../../components/ui/plain-button.tsx';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { PlainSelect } from '../../components/ui/plain-field.tsx';
import { searchQuery, useLookup, type LookupRow } from '../../lib/catalog-api.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { PHONE_PAGE_WIDTH } from '../../components/ui/listing-picture.tsx';

/** A section's heading (MUI's h6 with its gutter, as the page had it). */
const HEADING = 'plain-text plain-text--h6 plain-text--gutter';

const searchLink = (query: Record<string, string | number | undefined>) => {
  const text = searchQueryString(query);
  return text ? `${ROUTES.carList}?${text}` : ROUTES.carList;
};

/** The options of a maker or model list, valued by the English name the search link takes. */
function EnglishNameOptions({ rows, base }: { rows: LookupRow[] | undefined; base: 'maker' | 'model' }) {
  const language = useLanguage().code;
  const english = base === 'maker' ? 'engMaker' : 'engModel';
  return (rows ?? []).map((row) => (
    <option key={String(row[`${base}No`])} value={String(row[english])}>
      {localizedName(row as Record<string, string>, base, language)}
    </option>
  ));
}

/** Category, maker and model, then off to the search page with the spec's `maker={engMaker}&model={engModel}`. */
function SearchBox() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const [category, setCategory] = useState<number>(CATEGORY.car);
  const [maker, setMaker] = useState('');
  const [model, setModel] = useState('');
  const makers = useLookup(`/items/makers?category=${category}`);
  const makerNo = makers.data?.find((row) => row.engMaker === maker)?.makerNo;
  const models = useLookup(category === CATEGORY.car && makerNo ? `/items/model?maker=${makerNo}` : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      searchLink({
        category: category === CATEGORY.car ? undefined : category,
        maker: maker || undefined,
        model: model || undefined,
      }),
    );
  };
  return (
    <form className="home__search" role="search" aria-label={t('home.searchBox')} onSubmit={submit}>
      <h2 className={HEADING}>{t('home.searchTitle')}</h2>
      <div className="home__search-fields">
        <PlainSelect
          wide
          medium
          id="home-category"
          label={t('home.category')}
          value={String(category)}
          onChange={(value) => {
            setCategory(Number(value));
            setMaker('');
            setModel('');
          }}
        >
          <option value="1">{t('category.1')}</option>
          <option value="2">{t('category.2')}</option>
        </PlainSelect>
        <PlainSelect
          wide
          medium
          id="home-maker"
          label={t('home.maker')}
          value={maker}
          onChange={(value) => {
            setMaker(value);
            setModel('');
          }}
        >
          <option value="">{t('home.anyMaker')}</option>
          <EnglishNameOptions rows={makers.data} base="maker" />
        </PlainSelect>
        <PlainSelect
          wide
          medium
          id="home-model"
          label={t('home.model')}
          value={model}
          disabled={!makerNo || category !== CATEGORY.car}
          onChange={setModel}
        >
          <option value="">{t('home.anyModel')}</option>
          <EnglishNameOptions rows={models.data} base="model" />
        </PlainSelect>
        <PlainButton type="submit" variant="contained" size="large" fullWidth>
          {t('home.search')}
        </PlainButton>
      </div>
    </form>
  );
}

/** A row of links into the search page, one per maker, body type or form. */
function Shortcuts({ title, links }: { title: string; links: { key: string; label: string; to: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={HEADING}>{title}</h2>
      <div className="plain-actions">
        {links.map((link) => (
          <PlainLinkButton key={link.key} variant="outlined" size="small" to={link.to}>
            {link.label}
          </PlainLinkButton>
        ))}
      </div>
    </nav>
  );
}

/** A card's width in a row (12, 6 or 3 of 12 columns): the `sizes` of its picture. */
const ROW_IMAGE_SIZES = `(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 50vw, ${PHONE_PAGE_WIDTH}`;

/** A row of listings from the search API: new arrivals or premier items. */
function ListingRow({ title, query, more }: { title: string; query: Record<string, string | number>; more: string }) {
  const { t } = useTranslation('search');
  const text = searchQueryString({ ...query, size: 8 });
  const listings = useQuery(searchQuery(text));
  return (
    <section aria-label={title}>
      <div className="home__row-head">
        <h2 className="plain-text plain-text--h6">{title}</h2>
        <PlainLinkButton to={more} aria-label={`${t('home.seeAll')}: ${title}`}>
          {t('home.seeAll')}
        </PlainLinkButton>
      </div>
      <ul className="home__cards">
        {(listings.data?.items ?? Array.from({ length: listings.isPending ? 4 : 0 }, () => undefined)).map(
          (item, index) => (
            <li key={item?.itemNo ?? index} aria-hidden={!item}>
              {item ? <ListingCard item={item} imageSizes={ROW_IMAGE_SIZES} /> : <ListingCardSkeleton />}
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

/** Add Item for sellers, My Inquiries for buyers (userFlag 2 gets both), membership for visitors. */
function RoleEntryPoints() {
  const { t } = useTranslation('search');
  const { t: common } = useTranslation();
  const user = useCurrentUser();
  const entries = user
    ? [
        ...(hasRole(user, 'seller')
          ? [
              {
                title: t('home.sellerTitle'),
                text: t('home.sellerText'),
                to: ROUTES.itemUpload,
                action: common('nav.addItem'),
              },
            ]
          : []),
        ...(hasRole(user, 'buyer')
          ? [
              {
                title: t('home.buyerTitle'),
                text: t('home.buyerText'),
                to: ROUTES.inquiryList,
                action: t('home.myInquiries'),
              },
            ]
          : []),
      ]
    : [{ title: t('home.guestTitle'), text: t('home.guestText'), to: ROUTES.register, action: common('nav.register') }];
  return (
    <div className="home__entries">
      {entries.map((entry) => (
        <div key={entry.to} className="home__entry">
          <h2 className="plain-text plain-text--h6">{entry.title}</h2>
          <p className="plain-text plain-text--secondary plain-text--spaced">{entry.text}</p>
          <PlainLinkButton variant="contained" to={entry.to}>
            {entry.action}
          </PlainLinkButton>
        </div>
      ))}
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { t: s } = useTranslation('search');
  const language = useLanguage().code;
  const makers = useLookup(`/items/makers?category=${CATEGORY.car}`);
  const products = useLookup('/items/products');
  const forms = useLookup('/items/forms');
  const name = (row: LookupRow, base: string) => localizedName(row as Record<string, string>, base, language);
  const shortcutGroups = [
    {
      title: s('home.byMaker'),
      rows: makers.data,
      no: 'makerNo',
      base: 'maker',
      to: (row: LookupRow) => searchLink({ maker: String(row.engMaker) }),
    },
    {
      title: s('home.byBodyType'),
      rows: products.data,
      no: 'productNo',
      base: 'productName',
      to: (row: LookupRow) => searchLink({ product: Number(row.productNo) }),
    },
    {
      title: s('home.byForm'),
      rows: forms.data,
      no: 'formNo',
      base: 'formName',
      to: (row: LookupRow) => searchLink({ category: CATEGORY.special, form: Number(row.formNo) }),
    },
  ];
  return (
    <Page title={t('home.heading')} documentTitle={t('app.title')}>
      <div className="home">
        <p className="plain-text plain-text--h6 plain-text--secondary">{t('home.lead')}</p>
        <SearchBox />
        {/* Below the search box on a phone: taken over once the browser is idle (decision 0247). */}
        <HydrateLater>
          {shortcutGroups.map((group) => (
            <Shortcuts
              key={group.title}
              title={group.title}
              links={(group.rows ?? []).map((row) => ({
                key: String(row[group.no]),
                label: name(row, group.base),
                to: group.to(row),
              }))}
            />
          ))}
        </HydrateLater>
        <HydrateLater>
          <ListingRow title={s('home.newArrivals')} query={{ sort: 'newest' }} more={ROUTES.itemList} />
        </HydrateLater>
        <HydrateLater>
          <ListingRow title={s('home.premier')} query={{ premier: 1 }} more={searchLink({ premier: 1 })} />
        </HydrateLater>
        <HydrateLater>
          <RoleEntryPoints />
        </HydrateLater>
      </div>
    </Page>
  );
}
