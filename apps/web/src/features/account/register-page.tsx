import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  languageCodeOf,
  passwordProblem,
  registerBodySchema,
  ROUTES,
  toBase64,
  userIdField,
  type CurrentUser,
  type UserFlag,
} from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { fieldErrors, fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';
import { http } from '../../lib/http.ts';
import { hashPassword, setSessionUser } from '../../lib/session.ts';
import { FileButton } from './file-button.tsx';
import { errorText, safeNext, serverFieldError } from './account-form.ts';
import { EmailVerification } from './email-verification.tsx';
import { useCountryOptions } from './use-country-options.ts';

/** Stands in for the hash while checking the form, so the password's own rule speaks for it. */
const SOME_HASH = '0'.repeat(64);

const EMPTY = {
  userId: '',
  password: '',
  passwordConfirm: '',
  name: '',
  email: '',
  phone: '',
  countryCode: '',
  companyName: '',
  businessNumber: '',
  companyAddress: '',
  companyPhone: '',
};
type TextValues = typeof EMPTY;

export function RegisterPage() {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const countries = useCountryOptions();
  const [userFlag, setUserFlag] = useState<UserFlag>(0);
  const [values, setValues] = useState<TextValues>(EMPTY);
  const [verificationToken, setVerificationToken] = useState('');
  const [attached, setAttached] = useState<{ fileKey: string; name: string } | null>(null);
  const [idUsable, setIdUsable] = useState<boolean | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const company = userFlag !== 0;

  const set = (name: keyof TextValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    if (name === 'userId') setIdUsable(null);
  };

  const checkId = useMutation({
    mutationFn: () =>
      http<{ usable: boolean }>('/user/check-id-duplicate', {
        method: 'POST',
        body: JSON.stringify({ id: toBase64(values.userId.trim()) }),
      }),
    onSuccess: (result) => setIdUsable(result.usable),
  });

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const result = await http<{ fileKey: string }>('/user/upload-attached-file', { method: 'POST', body: form });
      return { fileKey: result.fileKey, name: file.name };
    },
    onSuccess: setAttached,
  });

  const payload = (pw: string) => ({
    userInfo: {
      userFlag,
      userId: values.userId,
      pw,
      name: values.name,
      email: values.email,
      phone: values.phone,
      countryCode: values.countryCode,
      language: languageCodeOf(i18n.language) ?? DEFAULT_LANGUAGE,
      verificationToken,
    },
    companyInfo: company
      ? {
          companyName: values.companyName,
          businessNumber: values.businessNumber,
          companyAddress: values.companyAddress,
          companyPhone: values.companyPhone,
          attachedFile: attached?.fileKey ?? '',
        }
      : null,
  });

  const register = useMutation({
    mutationFn: async () =>
      http<CurrentUser>('/user/register', {
        method: 'POST',
        body: JSON.stringify(payload(await hashPassword(values.password))),
      }),
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      // Back where the visitor was asked to log in (e.g. the vehicle they wanted to inquire about).
      void navigate(safeNext(params.get('next'), ROUTES.myPage));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = fieldErrors(registerBodySchema, payload(SOME_HASH));
    const weak = passwordProblem(values.password, values.userId);
    if (weak) found['userInfo.pw'] = weak;
    if (values.password !== values.passwordConfirm) found.passwordConfirm = 'field.passwordConfirm';
    setErrors(found);
    if (Object.keys(found).length === 0) register.mutate();
  };

  const fieldProps = (name: keyof TextValues, path: string) => {
    const message = fieldMessage(t, errors[path]) ?? serverFieldError(register.error, path);
    return {
      value: values[name],
      onChange: set(name),
      error: Boolean(message),
      helperText: message,
      required: true,
      fullWidth: true,
    };
  };
  const hasErrors = Object.keys(errors).length > 0;
  const idMessage =
    idUsable === true ? t('register.idUsable') : idUsable === false ? t('errors:field.inUse') : undefined;

  return (
    <Page title={t('register.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id="member-type">{t('register.memberType')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="member-type"
              value={String(userFlag)}
              onChange={(e) => setUserFlag(Number(e.target.value) as UserFlag)}
            >
              <FormControlLabel value="0" control={<Radio />} label={t('roles.buyer')} />
              <FormControlLabel value="1" control={<Radio />} label={t('roles.seller')} />
              <FormControlLabel value="2" control={<Radio />} label={t('roles.dealer')} />
            </RadioGroup>
            <FormHelperText>{t(company ? 'register.companyHint' : 'register.buyerHint')}</FormHelperText>
          </FormControl>

          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('fields.userId')}
              autoComplete="username"
              {...fieldProps('userId', 'userInfo.userId')}
              helperText={fieldProps('userId', 'userInfo.userId').helperText ?? idMessage}
              error={fieldProps('userId', 'userInfo.userId').error || idUsable === false}
            />
            <Button
              variant="outlined"
              onClick={() => checkId.mutate()}
              disabled={!userIdField.safeParse(values.userId).success || checkId.isPending}
              sx={{ whiteSpace: 'nowrap', minHeight: 56 }}
            >
              {t('register.checkId')}
            </Button>
          </Stack>
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            {...fieldProps('password', 'userInfo.pw')}
            helperText={fieldProps('password', 'userInfo.pw').helperText ?? t('fields.passwordRule')}
          />
          <TextField
            label={t('fields.passwordConfirm')}
            type="password"
            autoComplete="new-password"
            {...fieldProps('passwordConfirm', 'passwordConfirm')}
          />
          <TextField label={t('fields.name')} autoComplete="name" {...fieldProps('name', 'userInfo.name')} />
          <EmailVerification
            email={values.email}
            onEmailChange={(email) => setValues((v) => ({ ...v, email }))}
            token={verificationToken}
            onToken={setVerificationToken}
            emailError={fieldMessage(t, errors['userInfo.email']) ?? serverFieldError(register.error, 'userInfo.email')}
            codeError={errors['userInfo.verificationToken'] ? t('register.verifyEmailFirst') : undefined}
          />
          <TextField
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            {...fieldProps('phone', 'userInfo.phone')}
          />
          <TextField select label={t('fields.country')} {...fieldProps('countryCode', 'userInfo.countryCode')}>
            {countries.map((country) => (
              <MenuItem key={country.code} value={country.code}>
                {country.name}
              </MenuItem>
            ))}
          </TextField>

          {company && (
            <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h6">
                {t('register.companyInfo')}
              </Typography>
              <TextField label={t('fields.companyName')} {...fieldProps('companyName', 'companyInfo.companyName')} />
              <TextField
                label={t('fields.businessNumber')}
                {...fieldProps('businessNumber', 'companyInfo.businessNumber')}
              />
              <TextField
                label={t('fields.companyAddress')}
                {...fieldProps('companyAddress', 'companyInfo.companyAddress')}
              />
              <TextField
                label={t('fields.companyPhone')}
                type="tel"
                {...fieldProps('companyPhone', 'companyInfo.companyPhone')}
              />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FileButton
                  label={t('register.attachDocument')}
                  accept="application/pdf,image/jpeg,image/png,image/webp"
                  disabled={upload.isPending}
                  onFile={(file) => upload.mutate(file)}
                />
                <Typography variant="body2">{attached ? attached.name : t('register.documentHint')}</Typography>
              </Stack>
              {upload.error && <Alert severity="error">{errorText(t, upload.error)}</Alert>}
              {errors['companyInfo.attachedFile'] && <Alert severity="warning">{t('errors:field.required')}</Alert>}
            </Stack>
          )}

          {hasErrors && <Alert severity="warning">{t('errors:field.checkNecessary')}</Alert>}
          {register.error && <Alert severity="error">{errorText(t, register.error)}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={register.isPending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </Box>
    </Page>
  );
}
