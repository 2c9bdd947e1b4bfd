import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { ROUTES } from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';

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
  control,
  own,
  children,
}: {
  control: Control<MatchValues>;
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
        <Controller
          control={control}
          name="userType"
          render={({ field }) => (
            <RadioGroup
              row
              aria-labelledby="user-type"
              value={String(field.value)}
              onChange={(e) => field.onChange(e.target.value === '1' ? 1 : 0)}
            >
              <FormControlLabel value="0" control={<Radio />} label={t('roles.buyer')} />
              <FormControlLabel value="1" control={<Radio />} label={t('userTypes.company')} />
            </RadioGroup>
          )}
        />
      </FormControl>
      <FormTextField
        control={control}
        name={own}
        label={t(own === 'name' ? 'fields.name' : 'fields.userId')}
        required
      />
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" required />
      <FormTextField control={control} name="phone" label={t('fields.phone')} type="tel" required />
      {children}
      <Link component={RouterLink} to={ROUTES.login}>
        {t('login.title')}
      </Link>
    </>
  );
}
