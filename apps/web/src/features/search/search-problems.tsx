import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation.tsx';

/** The label of a search parameter, as the filter panel shows it. */
export function useFilterLabel() {
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
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>{t('problems.title')}</AlertTitle>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {problems.map((problem) => (
          <Stack
            key={problem.name}
            component="li"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {label(problem.name)}
              </Box>
              {': '}
              <bdi>{problem.value}</bdi>
              {' — '}
              {problem.message}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() => onRemove(problem.name)}
              aria-label={t('problems.remove', { filter: label(problem.name) })}
              sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
            >
              {t('problems.removeShort')}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
