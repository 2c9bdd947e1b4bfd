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
import type { z } from 'zod';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  emailField,
  languageCodeOf,
  passwordProblem,
  phoneField,
  registerBodySchema,
  ROUTES,
  userIdField,
  type CurrentUser,
  type UserFlag,
} from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { fieldErrors, fieldMessage, type FieldErrors } from '../../lib/field-errors.ts';
import { http, HttpError } from '../../lib/http.ts';
import { hashPassword, setSessionUser } from '../../lib/session.ts';
import { FileButton } from './file-button.tsx';
import { errorText, safeNext } from './account-form.ts';
import { EmailVerification } from './email-verification.tsx';
import { useCountryOptions } from './use-country-options.ts';
import { DOCUMENT_TYPES, useDocumentUpload } from './use-document-upload.ts';
import { useDuplicateCheck } from './use-duplicate-check.ts';

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

/** Where each text field's errors are found (the register body's paths). */
const FIELD_PATHS: Record<keyof TextValues, string> = {
  userId: 'userInfo.userId',
  password: 'userInfo.pw',
  passwordConfirm: 'passwordConfirm',
  name: 'userInfo.name',
  email: 'userInfo.email',
  phone: 'userInfo.phone',
  countryCode: 'userInfo.countryCode',
  companyName: 'companyInfo.companyName',
  businessNumber: 'companyInfo.businessNumber',
  companyAddress: 'companyInfo.companyAddress',
  companyPhone: 'companyInfo.companyPhone',
};

const without = (errors: FieldErrors, path: string): FieldErrors => {
  if (!(path in errors)) return errors;
  const { [path]: _dropped, ...rest } = errors;
  return rest;
};

export function RegisterPage() {
  const { t, i18n } = useTranslation(['account', 'errors']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const countries = useCountryOptions();
  const [userFlag, setUserFlag] = useState<UserFlag>(0);
  const [values, setValues] = useState<TextValues>(EMPTY);
  const [verificationToken, setVerificationToken] = useState('');
  /** Message keys of the form's own check, and the server's localized messages; a field's go when it is edited. */
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const idCheck = useDuplicateCheck('id', values.userId);
  const emailCheck = useDuplicateCheck('email', values.email);
  const phoneCheck = useDuplicateCheck('phone', values.phone);
  const company = userFlag !== 0;

  const edit = (name: keyof TextValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => without(e, FIELD_PATHS[name]));
    setServerErrors((e) => without(e, FIELD_PATHS[name]));
  };
  const set = (name: keyof TextValues) => (event: { target: { value: string } }) => edit(name, event.target.value);
  /** Leaving the email or phone field asks whether it is free, once it has the right form. */
  const checkOnLeave = (check: ReturnType<typeof useDuplicateCheck>, rule: z.ZodType, value: string) => () => {
    if (rule.safeParse(value).success) check.check();
  };

  const upload = useDocumentUpload();
  const attached = upload.data ?? null;

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
    onError: (error) => setServerErrors(error instanceof HttpError ? (error.body?.fields ?? {}) : {}),
  });

  const taken = {
    'userInfo.userId': idCheck.usable === false ? t('errors:field.inUse') : undefined,
    'userInfo.email': emailCheck.usable === false ? t('register.emailTaken') : undefined,
    'userInfo.phone': phoneCheck.usable === false ? t('register.phoneTaken') : undefined,
  } as Record<string, string | undefined>;
  const anyTaken = Object.values(taken).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = fieldErrors(registerBodySchema, payload(SOME_HASH));
    const weak = passwordProblem(values.password, values.userId);
    if (weak) found['userInfo.pw'] = weak;
    if (values.password !== values.passwordConfirm) found.passwordConfirm = 'field.passwordConfirm';
    setErrors(found);
    if (Object.keys(found).length === 0 && !anyTaken) register.mutate();
  };

  const messageOf = (path: string) => fieldMessage(t, errors[path]) ?? serverErrors[path] ?? taken[path];
  const fieldProps = (name: keyof TextValues) => {
    const message = messageOf(FIELD_PATHS[name]);
    return {
      value: values[name],
      onChange: set(name),
      error: Boolean(message),
      helperText: message,
      required: true,
      fullWidth: true,
    };
  };
  const hasErrors = Object.keys(errors).length > 0 || anyTaken;
  const idMessage = fieldProps('userId').helperText ?? (idCheck.usable ? t('register.idUsable') : undefined);

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
              {...fieldProps('userId')}
              helperText={idMessage}
            />
            <Button
              variant="outlined"
              onClick={idCheck.check}
              disabled={!userIdField.safeParse(values.userId).success || idCheck.pending}
              sx={{ whiteSpace: 'nowrap', minHeight: 56 }}
            >
              {t('register.checkId')}
            </Button>
          </Stack>
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            {...fieldProps('password')}
            helperText={fieldProps('password').helperText ?? t('fields.passwordRule')}
          />
          <TextField
            label={t('fields.passwordConfirm')}
            type="password"
            autoComplete="new-password"
            {...fieldProps('passwordConfirm')}
          />
          <TextField label={t('fields.name')} autoComplete="name" {...fieldProps('name')} />
          <EmailVerification
            email={values.email}
            onEmailChange={(email) => edit('email', email)}
            onEmailLeave={checkOnLeave(emailCheck, emailField, values.email)}
            emailTaken={emailCheck.usable === false}
            token={verificationToken}
            onToken={setVerificationToken}
            emailError={messageOf('userInfo.email')}
            codeError={errors['userInfo.verificationToken'] ? t('register.verifyEmailFirst') : undefined}
          />
          <TextField
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            {...fieldProps('phone')}
            onBlur={checkOnLeave(phoneCheck, phoneField, values.phone)}
          />
          <TextField select label={t('fields.country')} {...fieldProps('countryCode')}>
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
              <TextField label={t('fields.companyName')} {...fieldProps('companyName')} />
              <TextField label={t('fields.businessNumber')} {...fieldProps('businessNumber')} />
              <TextField label={t('fields.companyAddress')} {...fieldProps('companyAddress')} />
              <TextField label={t('fields.companyPhone')} type="tel" {...fieldProps('companyPhone')} />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FileButton
                  label={t('register.attachDocument')}
                  accept={DOCUMENT_TYPES}
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
