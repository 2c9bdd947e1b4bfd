import { PlainAlert } from '../../components/ui/plain-alert.tsx';
import { PlainButton } from '../../components/ui/plain-button.tsx';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/** The label of a search parameter, as the filter panel shows it. */
function useFilterLabel() {
  const { t } = useTranslation('search');
  return (name: string) =>
    name === 'category' ? t('home.category') : name === 'sort' ? t('sort.label') : t(`filters.${name}`);
}

export interface ShownProblem {
  name: string;
  /** The value as the URL has it. */
  value: string;
  /** Why it cannot be searched, in the page's language. */
  message: string;
}

/**
 * What of the search was not understood (a make of no such name, a year of "abc", a value the server refused), each
 * with a button that removes it. Nothing is searched until they are gone: a list that ignored them would look
 * filtered and not be.
 */
export function SearchProblems({ problems, onRemove }: { problems: ShownProblem[]; onRemove(name: string): void }) {
  const { t } = useTranslation('search');
  const label = useFilterLabel();
  return (
    <PlainAlert severity="warning" title={t('problems.title')} className="search-results__alert">
      <ul className="search-problems__list">
        {problems.map((problem) => (
          <li key={problem.name} className="search-problems__item">
            <p className="plain-text plain-text--body2 search-problems__text">
              <span className="search-problems__name">{label(problem.name)}</span>
              {': '}
              <bdi>{problem.value}</bdi>
              {' — '}
              {problem.message}
            </p>
            <PlainButton
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => onRemove(problem.name)}
              aria-label={t('problems.remove', { filter: label(problem.name) })}
              className="search-problems__remove"
            >
              {t('problems.removeShort')}
            </PlainButton>
          </li>
        ))}
      </ul>
    </PlainAlert>
  );
}
