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
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import type { z } from 'zod';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_LANGUAGE,
  emailField,
  FIELD_MESSAGES,
  languageCodeOf,
  passwordProblem,
  phoneField,
  registerBodySchema,
  ROUTES,
  userIdField,
  USER_FLAGS,
  type UserFlag,
} from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { Page } from '../../components/ui/page.tsx';
import { errorText as fieldText, hasFormErrors, showServerErrors } from '../../lib/form.ts';
import { hashPassword, setSessionUser } from '../../lib/session.ts';
import { FileButton } from './file-button.tsx';
import { errorText, safeNext } from './account-form.ts';
import { registerAccount } from './api.ts';
import { EmailVerification } from './email-verification.tsx';
import { useCountryOptions } from './use-country-options.ts';
import { DOCUMENT_TYPES, useDocumentUpload } from './use-document-upload.ts';
import { useDuplicateCheck } from './use-duplicate-check.ts';

/** Stands in for the hash while checking the form, so the password's own rule speaks for it. */
const SOME_HASH = '0'.repeat(64);

const EMPTY = {
  userFlag: USER_FLAGS.buyer as UserFlag,
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
  /** What the email's code gave, '' until verified. */
  verificationToken: '',
  /** The fileKey of the uploaded company document, '' until uploaded. */
  attachedFile: '',
};
type Values = typeof EMPTY;
type Field = keyof Values;

/** The register body's path of each form field. */
const BODY_PATHS: Record<Exclude<Field, 'userFlag' | 'passwordConfirm'>, string> = {
  userId: 'userInfo.userId',
  password: 'userInfo.pw',
  name: 'userInfo.name',
  email: 'userInfo.email',
  phone: 'userInfo.phone',
  countryCode: 'userInfo.countryCode',
  verificationToken: 'userInfo.verificationToken',
  companyName: 'companyInfo.companyName',
  businessNumber: 'companyInfo.businessNumber',
  companyAddress: 'companyInfo.companyAddress',
  companyPhone: 'companyInfo.companyPhone',
  attachedFile: 'companyInfo.attachedFile',
};
const FIELD_OF = new Map(Object.entries(BODY_PATHS).map(([field, path]) => [path, field]));

function payload(values: Values, pw: string, language: number) {
  const company = values.userFlag !== USER_FLAGS.buyer;
  return {
    userInfo: {
      userFlag: values.userFlag,
      userId: values.userId,
      pw,
      name: values.name,
      email: values.email,
      phone: values.phone,
      countryCode: values.countryCode,
      language,
      verificationToken: values.verificationToken,
    },
    companyInfo: company
      ? {
          companyName: values.companyName,
          businessNumber: values.businessNumber,
          companyAddress: values.companyAddress,
          companyPhone: values.companyPhone,
          attachedFile: values.attachedFile,
        }
      : null,
  };
}

/** The register body's schema on the form's fields, with the password's strength rule and its confirmation. */
const registerResolver: Resolver<Values> = (values) => {
  const errors: FieldErrors<Values> = {};
  const add = (field: Field, message: string) => (errors[field] ??= { type: 'custom', message });
  const result = registerBodySchema.safeParse(payload(values, SOME_HASH, DEFAULT_LANGUAGE));
  for (const issue of result.error?.issues ?? []) {
    const field = FIELD_OF.get(issue.path.map(String).join('.'));
    if (field) add(field as Field, issue.message);
  }
  const weak = passwordProblem(values.password, values.userId);
  if (weak) errors.password = { type: 'custom', message: weak };
  if (values.password !== values.passwordConfirm) add('passwordConfirm', FIELD_MESSAGES.passwordConfirm);
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Buyer, seller or dealer: the account's type, which decides whether the company's details are asked. */
function MemberTypeField({
  value,
  company,
  onChange,
}: {
  value: UserFlag;
  company: boolean;
  onChange(value: UserFlag): void;
}) {
  const { t } = useTranslation('account');
  return (
    <FormControl>
      <FormLabel id="member-type">{t('register.memberType')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="member-type"
        value={String(value)}
        onChange={(e) => onChange(Number(e.target.value) as UserFlag)}
      >
        <FormControlLabel value={String(USER_FLAGS.buyer)} control={<Radio />} label={t('roles.buyer')} />
        <FormControlLabel value={String(USER_FLAGS.seller)} control={<Radio />} label={t('roles.seller')} />
        <FormControlLabel value={String(USER_FLAGS.dealer)} control={<Radio />} label={t('roles.dealer')} />
      </RadioGroup>
      <FormHelperText>{t(company ? 'register.companyHint' : 'register.buyerHint')}</FormHelperText>
    </FormControl>
  );
}

/** The company's registration document: uploaded at once, its key kept in the form. */
function CompanyDocument({ missing, onAttached }: { missing: boolean; onAttached(fileKey: string): void }) {
  const { t } = useTranslation(['account', 'errors']);
  const upload = useDocumentUpload();
  const attached = upload.data ?? null;
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FileButton
          label={t('register.attachDocument')}
          accept={DOCUMENT_TYPES}
          disabled={upload.isPending}
          onFile={(file) =>
            upload.mutate(file, {
              onSuccess: (stored) => onAttached(stored.fileKey),
            })
          }
        />
        <Typography variant="body2">{attached ? attached.name : t('register.documentHint')}</Typography>
      </Stack>
      {upload.error && <Alert severity="error">{errorText(t, upload.error)}</Alert>}
      {missing && <Alert severity="warning">{t('errors:field.required')}</Alert>}
    </>
  );
}

export function RegisterPage() {
  const { t } = useTranslation(['account', 'errors']);
  const { tag } = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const countries = useCountryOptions();
  const { control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    defaultValues: EMPTY,
    resolver: registerResolver,
  });
  const values = useWatch({ control }) as Values;
  const idCheck = useDuplicateCheck('id', values.userId);
  const emailCheck = useDuplicateCheck('email', values.email);
  const phoneCheck = useDuplicateCheck('phone', values.phone);
  const company = values.userFlag !== USER_FLAGS.buyer;
  const revalidate = { shouldValidate: formState.isSubmitted };

  /** Leaving the email or phone field asks whether it is free, once it has the right form. */
  const checkOnLeave = (check: ReturnType<typeof useDuplicateCheck>, rule: z.ZodType, value: string) => () => {
    if (rule.safeParse(value).success) check.check();
  };

  const register = useMutation({
    mutationFn: async (sent: Values) =>
      registerAccount(payload(sent, await hashPassword(sent.password), languageCodeOf(tag) ?? DEFAULT_LANGUAGE)),
    onSuccess: (user) => {
      setSessionUser(queryClient, user);
      // Back where the visitor was asked to log in (e.g. the vehicle they wanted to inquire about).
      void navigate(safeNext(params.get('next'), ROUTES.myPage));
    },
    onError: (failure) => showServerErrors(failure, setError, (path) => FIELD_OF.get(path)),
  });

  const taken: Partial<Record<Field, string>> = {
    userId: idCheck.usable === false ? t('errors:field.inUse') : undefined,
    email: emailCheck.usable === false ? t('register.emailTaken') : undefined,
    phone: phoneCheck.usable === false ? t('register.phoneTaken') : undefined,
  };
  const anyTaken = Object.values(taken).some(Boolean);

  const submit = handleSubmit((sent) => {
    if (!anyTaken) register.mutate(sent);
  });

  const messageOf = (field: Field) => fieldText(t, formState.errors[field]) ?? taken[field];
  /** A text field's props: a name taken shows as its message when the form has none for it. */
  const fieldProps = (name: Field) => ({
    control,
    name,
    required: true,
    fullWidth: true,
    ...(taken[name] && !formState.errors[name] ? { error: true, helperText: taken[name] } : {}),
  });
  const hasErrors = hasFormErrors(formState.errors) || anyTaken;
  const idHelper = taken.userId ?? (idCheck.usable ? t('register.idUsable') : undefined);

  return (
    <Page title={t('register.title')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 640 }}>
        <Stack spacing={2}>
          <MemberTypeField
            value={values.userFlag}
            company={company}
            onChange={(userFlag) => setValue('userFlag', userFlag, revalidate)}
          />

          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              label={t('fields.userId')}
              autoComplete="username"
              {...fieldProps('userId')}
              helperText={idHelper}
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
          <FormTextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            {...fieldProps('password')}
            helperText={t('fields.passwordRule')}
          />
          <FormTextField
            label={t('fields.passwordConfirm')}
            type="password"
            autoComplete="new-password"
            {...fieldProps('passwordConfirm')}
          />
          <FormTextField label={t('fields.name')} autoComplete="name" {...fieldProps('name')} />
          <EmailVerification
            email={values.email}
            onEmailChange={(email) => setValue('email', email, revalidate)}
            onEmailLeave={checkOnLeave(emailCheck, emailField, values.email)}
            emailTaken={emailCheck.usable === false}
            token={values.verificationToken}
            onToken={(token) => setValue('verificationToken', token, revalidate)}
            emailError={messageOf('email')}
            codeError={formState.errors.verificationToken ? t('register.verifyEmailFirst') : undefined}
          />
          <FormTextField
            label={t('fields.phone')}
            type="tel"
            autoComplete="tel"
            {...fieldProps('phone')}
            onBlur={checkOnLeave(phoneCheck, phoneField, values.phone)}
          />
          <FormTextField select label={t('fields.country')} {...fieldProps('countryCode')}>
            {countries.map((country) => (
              <MenuItem key={country.code} value={country.code}>
                {country.name}
              </MenuItem>
            ))}
          </FormTextField>

          {company && (
            <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="h6">
                {t('register.companyInfo')}
              </Typography>
              <FormTextField label={t('fields.companyName')} {...fieldProps('companyName')} />
              <FormTextField label={t('fields.businessNumber')} {...fieldProps('businessNumber')} />
              <FormTextField label={t('fields.companyAddress')} {...fieldProps('companyAddress')} />
              <FormTextField label={t('fields.companyPhone')} type="tel" {...fieldProps('companyPhone')} />
              <CompanyDocument
                missing={Boolean(formState.errors.attachedFile)}
                onAttached={(fileKey) => setValue('attachedFile', fileKey, revalidate)}
              />
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
