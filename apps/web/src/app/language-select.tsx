import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_TAGS, type LanguageCode } from '@market/domain';
import { LANGUAGE_NAMES } from '../lib/language.ts';
import { useLanguage } from './language-context.tsx';

export function LanguageSelect() {
  const { t } = useTranslation();
  const { code, setLanguage } = useLanguage();
  return (
    <TextField
      select
      size="small"
      label={t('language.label')}
      value={code}
      onChange={(event) => setLanguage(Number(event.target.value) as LanguageCode)}
      sx={{
        minWidth: 140,
        '& .MuiInputBase-root': { bgcolor: 'background.paper' },
        '& .MuiInputLabel-shrink': { bgcolor: 'background.paper', px: 0.5, borderRadius: 1 },
      }}
    >
      {LANGUAGE_TAGS.map((tag, index) => (
        <MenuItem key={tag} value={index} lang={tag}>
          {LANGUAGE_NAMES[tag]}
        </MenuItem>
      ))}
    </TextField>
  );
}
