import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@market/domain';
import { fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';

export interface MatchValues {
  userType: 0 | 1;
  email: string;
  phone: string;
  name: string;
  id: string;
}

export const EMPTY_MATCH: MatchValues = { userType: 0, email: '', phone: '', name: '', id: '' };

/** Find id asks for the name, find password for the id. */
export type OwnField = 'name' | 'id';

/** The user type (buyer, or seller and dealer), email and phone that find id and find password both ask for. */
export function AccountMatchFields({
  values,
  onChange,
  errors,
  own,
  children,
}: {
  values: MatchValues;
  onChange(values: MatchValues): void;
  errors: FieldErrors;
  /** The page's own field, shown after the user type. */
  own: OwnField;
  /** Shown after the fields: the page's alerts and buttons. */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['account', 'errors']);
  return (
    <>
      <FormControl>
        <FormLabel id="user-type">{t('fields.userType')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="user-type"
          value={String(values.userType)}
          onChange={(e) => onChange({ ...values, userType: e.target.value === '1' ? 1 : 0 })}
        >
          <FormControlLabel value="0" control={<Radio />} label={t('roles.buyer')} />
          <FormControlLabel value="1" control={<Radio />} label={t('userTypes.company')} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={t(own === 'name' ? 'fields.name' : 'fields.userId')}
        required
        value={values[own]}
        onChange={(e) => onChange({ ...values, [own]: e.target.value })}
        error={Boolean(errors[own])}
        helperText={fieldMessage(t, errors[own])}
      />
      <TextField
        label={t('fields.email')}
        type="email"
        required
        value={values.email}
        onChange={(e) => onChange({ ...values, email: e.target.value })}
        error={Boolean(errors.email)}
        helperText={fieldMessage(t, errors.email)}
      />
      <TextField
        label={t('fields.phone')}
        type="tel"
        required
        value={values.phone}
        onChange={(e) => onChange({ ...values, phone: e.target.value })}
        error={Boolean(errors.phone)}
        helperText={fieldMessage(t, errors.phone)}
      />
      {children}
      <Link component={RouterLink} to={ROUTES.login}>
        {t('login.title')}
      </Link>
    </>
  );
}
