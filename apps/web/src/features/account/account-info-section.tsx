import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { ROUTES, userInfoUpdateBodySchema, type CurrentUser, type UserDetail } from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { schemaResolver } from '../../lib/form.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { CURRENT_USER_KEY } from '../../lib/session.ts';
import { errorText } from './account-form.ts';
import { saveThumbnail, saveUserInfo, userInfo } from './api.ts';
import { AdmissionNotice } from './admission-notice.tsx';
import { FileButton } from './file-button.tsx';

function roleLabel(user: CurrentUser): string {
  return ['roles.buyer', 'roles.seller', 'roles.dealer'][user.userFlag] ?? 'roles.buyer';
}

/** My Page's account part: who the user is, approval state, picture, and the editable consents, content and fax. */
export function AccountInfoSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const info = useQuery({ queryKey: queryKeys.userInfo, queryFn: userInfo });
  return (
    <Paper component="section" aria-labelledby="account-info" variant="outlined" sx={{ p: 3 }}>
      <Typography id="account-info" component="h2" variant="h5" gutterBottom>
        {t('myPage.accountInfo')}
      </Typography>
      {!user.admission && <AdmissionNotice />}
      {info.error && <Alert severity="error">{errorText(t, info.error)}</Alert>}
      {info.data && <AccountInfoForm key={info.dataUpdatedAt} detail={info.data} role={t(roleLabel(user))} />}
    </Paper>
  );
}

interface InfoValues {
  userNo: number;
  emailRecive: boolean;
  smsRecive: boolean;
  content: string;
  fax: string;
}

function ConsentSwitch({
  control,
  name,
  label,
}: {
  control: Control<InfoValues>;
  name: 'emailRecive' | 'smsRecive';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}

function AccountInfoForm({ detail, role }: { detail: UserDetail; role: string }) {
  const { t } = useTranslation(['account', 'errors']);
  const { tag } = useLanguage();
  const queryClient = useQueryClient();
  const { control, handleSubmit } = useForm<InfoValues>({
    defaultValues: {
      userNo: detail.userNo,
      emailRecive: detail.emailRecive,
      smsRecive: detail.smsRecive,
      content: detail.content,
      fax: detail.fax,
    },
    resolver: schemaResolver<InfoValues>(userInfoUpdateBodySchema),
  });
  const save = useMutation({
    mutationFn: saveUserInfo,
    onSuccess: (next) => queryClient.setQueryData(queryKeys.userInfo, next),
  });
  const thumbnail = useMutation({
    mutationFn: saveThumbnail,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
    },
  });

  const submit = handleSubmit((body) => save.mutate(body));

  const rows: [string, string][] = [
    [t('fields.userId'), detail.userId],
    [t('myPage.memberType'), role],
    [t('fields.name'), detail.name],
    [t('fields.email'), detail.email],
    [t('fields.phone'), detail.phone],
    [t('fields.country'), new Intl.DisplayNames([tag], { type: 'region' }).of(detail.countryCode) ?? ''],
    ...(detail.companyName ? ([[t('fields.companyName'), detail.companyName]] as [string, string][]) : []),
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={detail.thumbnail ?? undefined} alt={detail.name} sx={{ width: 72, height: 72 }} />
        <FileButton
          label={t('myPage.changePicture')}
          accept="image/jpeg,image/png,image/webp"
          disabled={thumbnail.isPending}
          onFile={(file) => thumbnail.mutate(file)}
        />
      </Stack>
      {thumbnail.error && <Alert severity="error">{errorText(t, thumbnail.error)}</Alert>}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" dir="auto" sx={{ m: 0, textAlign: 'start' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ConsentSwitch control={control} name="emailRecive" label={t('fields.emailRecive')} />
            <ConsentSwitch control={control} name="smsRecive" label={t('fields.smsRecive')} />
          </Stack>
          <FormTextField control={control} name="fax" label={t('fields.fax')} type="tel" />
          <FormTextField control={control} name="content" label={t('fields.content')} multiline minRows={2} />
          {save.isSuccess && <Alert severity="success">{t('myPage.saved')}</Alert>}
          {save.error && <Alert severity="error">{errorText(t, save.error)}</Alert>}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('myPage.save')}
            </Button>
            <Link component={RouterLink} to={ROUTES.passwordChange}>
              {t('passwordChange.title')}
            </Link>
          </Stack>
        </Stack>
      </Box>
    </Stack>
  );
}
