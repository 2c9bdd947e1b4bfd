import { Children, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { localizedName, ROUTES, type DetailResponse, type LanguageCode } from '@market/domain';
import { Placeholder } from '../../components/ui/plain-alert.tsx';
import { PlainAnchorButton } from '../../components/ui/plain-button.tsx';

export const SECTION_IDS = {
  info: 'detail-info',
  options: 'detail-options',
  status: 'detail-status',
  condition: 'detail-condition',
  warning: 'detail-warning',
};

function scrollToSection(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Home, the search, the maker and the model: placeholders while the item loads. */
export function DetailBreadcrumbs({
  item,
  language,
}: {
  item: DetailResponse['item'] | undefined;
  language: LanguageCode;
}) {
  const { t } = useTranslation('detail');
  const searchLink = (params: Record<string, string>) => `${ROUTES.carList}?${new URLSearchParams(params).toString()}`;
  return (
    // One line that scrolls sideways on a phone: the names arriving never push the page down.
    <Breadcrumbs label={t('breadcrumb.label')}>
      <RouterLink className="plain-link plain-link--hover" to={ROUTES.home}>
        {t('breadcrumb.home')}
      </RouterLink>
      <RouterLink className="plain-link plain-link--hover" to={ROUTES.carList}>
        {t('breadcrumb.searchItems')}
      </RouterLink>
      {item ? (
        <RouterLink className="plain-link plain-link--hover" to={searchLink({ maker: item.engMaker })}>
          {localizedName(item, 'maker', language)}
        </RouterLink>
      ) : (
        <Placeholder width={60} />
      )}
      {item ? (
        <RouterLink
          className="plain-link plain-link--hover plain-breadcrumbs__current"
          to={searchLink({ maker: item.engMaker, model: item.engModel })}
          aria-current="page"
        >
          {localizedName(item, 'model', language)}
        </RouterLink>
      ) : (
        <Placeholder width={60} />
      )}
    </Breadcrumbs>
  );
}

/** The links to the page's sections (options and status only for a car), scrolling smoothly. */
export function SectionTabs({ car }: { car: boolean }) {
  const { t } = useTranslation('detail');
  const tabs = [
    { id: SECTION_IDS.info, label: t('tabs.info') },
    ...(car
      ? [
          { id: SECTION_IDS.options, label: t('tabs.options') },
          { id: SECTION_IDS.status, label: t('tabs.status') },
        ]
      : []),
    { id: SECTION_IDS.condition, label: t('tabs.condition') },
  ];
  return (
    <nav aria-label={t('tabs.label')} className="detail-page__tabs">
      {tabs.map((tab) => (
        <PlainAnchorButton
          key={tab.id}
          href={`#${tab.id}`}
          onClick={(event) => {
            event.preventDefault();
            scrollToSection(tab.id);
          }}
          className="detail-page__tab"
        >
          {tab.label}
        </PlainAnchorButton>
      ))}
    </nav>
  );
}

/** MUI's Breadcrumbs: a named navigation with an ordered list, its items separated by a slash hidden from readers. */
function Breadcrumbs({ label, children }: { label: string; children: ReactNode }) {
  const items = Children.toArray(children);
  return (
    <nav aria-label={label} className="plain-breadcrumbs">
      <ol className="plain-breadcrumbs__list">
        {items.flatMap((child, index) => [
          ...(index > 0
            ? [
                <li key={`separator-${index}`} aria-hidden="true" className="plain-breadcrumbs__separator">
                  /
                </li>,
              ]
            : []),
          <li key={`item-${index}`}>{child}</li>,
        ])}
      </ol>
    </nav>
  );
}
