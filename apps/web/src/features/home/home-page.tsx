import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/translation.tsx';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CATEGORY, hasRole, localizedName, ROUTES, searchQueryString } from '@market/domain';
import { ListingCard, ListingCardSkeleton } from '../../components/ui/listing-card.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlainSelect } from '../../components/ui/plain-field.tsx';
import { searchQuery, useLookup, type LookupRow } from '../../lib/catalog-api.ts';
import { useLanguageCode } from '../../lib/use-language-code.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { PHONE_PAGE_WIDTH } from '../../components/ui/listing-picture.tsx';

const searchLink = (query: Record<string, string | number | undefined>) => {
  const text = searchQueryString(query);
  return text ? `${ROUTES.carList}?${text}` : ROUTES.carList;
};

/** The options of a maker or model list, valued by the English name the search link takes. */
function EnglishNameOptions({ rows, base }: { rows: LookupRow[] | undefined; base: 'maker' | 'model' }) {
  const language = useLanguageCode();
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
    <Paper component="form" role="search" aria-label={t('home.searchBox')} onSubmit={submit} sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {t('home.searchTitle')}
      </Typography>
      <Grid container spacing={2} sx={{ alignItems: 'center' }}>
        <Grid size={{ xs: 12, sm: 3 }}>
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
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
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
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
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
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <Button type="submit" variant="contained" size="large" fullWidth>
            {t('home.search')}
          </Button>
        </Grid>
      </Grid>
    </Paper>
  );
}

/** A row of links into the search page, one per maker, body type or form. */
function Shortcuts({ title, links }: { title: string; links: { key: string; label: string; to: string }[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {links.map((link) => (
          <Button key={link.key} variant="outlined" size="small" component={RouterLink} to={link.to}>
            {link.label}
          </Button>
        ))}
      </Stack>
    </Box>
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
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        <Button component={RouterLink} to={more} aria-label={`${t('home.seeAll')}: ${title}`}>
          {t('home.seeAll')}
        </Button>
      </Stack>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(listings.data?.items ?? Array.from({ length: listings.isPending ? 4 : 0 }, () => undefined)).map(
          (item, index) => (
            <Grid key={item?.itemNo ?? index} size={{ xs: 12, sm: 6, md: 3 }} component="li" aria-hidden={!item}>
              {item ? <ListingCard item={item} imageSizes={ROW_IMAGE_SIZES} /> : <ListingCardSkeleton />}
            </Grid>
          ),
        )}
      </Grid>
    </Box>
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
    <Grid container spacing={2}>
      {entries.map((entry) => (
        <Grid key={entry.to} size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6">
                {entry.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {entry.text}
              </Typography>
              <Button variant="contained" component={RouterLink} to={entry.to}>
                {entry.action}
              </Button>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function HomePage() {
  const { t } = useTranslation();
  const { t: s } = useTranslation('search');
  const language = useLanguageCode();
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
      <Stack spacing={4}>
        <Typography variant="h6" component="p" color="text.secondary">
          {t('home.lead')}
        </Typography>
        <SearchBox />
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
        <ListingRow title={s('home.newArrivals')} query={{ sort: 'newest' }} more={ROUTES.itemList} />
        <ListingRow title={s('home.premier')} query={{ premier: 1 }} more={searchLink({ premier: 1 })} />
        <RoleEntryPoints />
      </Stack>
    </Page>
  );
}
