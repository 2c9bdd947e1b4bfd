import { Suspense, useId, useState } from 'react';
import { useTranslation } from '../lib/i18n/translation.tsx';
import { Link as RouterLink, Outlet } from 'react-router';
import { ROUTES } from '@market/domain';
import { PlainIconButton, PlainLinkButton } from '../components/ui/plain-button.tsx';
import { LoadingBar } from '../components/ui/loading-bar.tsx';
import { SearchIcon } from '../components/ui/plain-icon.tsx';
import { SavedListingNotice } from '../components/ui/saved-listing-notice.tsx';
import { AccountMenu, useVisitorCounter } from './account-menu.tsx';
import { CompactMenu } from './compact-menu.tsx';
import { LanguageSelect } from './language-select.tsx';
import { StockSearch } from './stock-search.tsx';
import { HydrationMark } from '../lib/hydration-mark.tsx';

/**
 * The page's frame: header bar, main and footer as plain elements styled by shell.css (decision 0196), so a public
 * page's first view needs no MUI for them. The header's wide parts (the search link, stock search, account menu) show
 * from 1024 px up, on one row in every language (decision 0230); below, a search button and the compact menu take
 * their place.
 */
export function Layout() {
  const { t } = useTranslation();
  useVisitorCounter();
  // Below 1024 px the stock number box has no room in the header row: a search button opens it in a row of its own.
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRowId = useId();
  return (
    <div className="shell">
      <a href="#main" className="shell__skip">
        {t('skipToContent')}
      </a>
      <header className="shell__bar">
        <div className="shell__toolbar">
          <RouterLink to={ROUTES.home} className="shell__brand">
            {t('brand')}
          </RouterLink>
          <nav aria-label={t('nav.main')} className="shell__nav">
            <PlainLinkButton color="inherit" to={ROUTES.carList}>
              {t('nav.searchItems')}
            </PlainLinkButton>
          </nav>
          <div className="shell__wide shell__stock">
            <StockSearch />
          </div>
          <div className="shell__spacer shell__narrow" />
          <PlainIconButton
            color="inherit"
            label={t('stockSearch.open')}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? searchRowId : undefined}
            onClick={() => setSearchOpen((open) => !open)}
            className="shell__narrow"
          >
            <SearchIcon />
          </PlainIconButton>
          <LanguageSelect />
          <div className="shell__wide shell__wide--contents">
            <AccountMenu />
          </div>
          <CompactMenu />
        </div>
        {searchOpen && (
          <div id={searchRowId} className="shell__search-row shell__narrow">
            <StockSearch row onFound={() => setSearchOpen(false)} />
          </div>
        )}
      </header>
      {/* At least a screen high: the footer starts below the fold, so a page filling in never pushes it in view. */}
      <main id="main" tabIndex={-1} className="shell__main">
        <Suspense fallback={<LoadingBar label={t('loading')} />}>
          <SavedListingNotice />
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      <footer className="shell__footer">
        <div className="plain-container">
          <p className="shell__tagline">{t('footer.tagline')}</p>
          <span className="shell__rights">{t('footer.rights', { year: new Date().getFullYear() })}</span>
        </div>
      </footer>
    </div>
  );
}
