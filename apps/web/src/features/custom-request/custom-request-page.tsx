import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import {
  CUSTOM_REQUEST_LABELS,
  DEFAULT_LANGUAGE,
  KOREAN_LANGUAGE,
  customRequestBodySchema,
  localizedName,
  MAX_UPLOAD_BYTES,
  type LanguageCode,
} from '@market/domain';
import { FormTextField } from '../../components/ui/form-text-field.tsx';
import { Page } from '../../components/ui/page.tsx';
import { schemaResolver, showServerErrors } from '../../lib/form.ts';
import { HttpError } from '../../lib/http.ts';
import { sendCustomRequest, useCustomCatalog, type CustomRequestBody } from './api.ts';
import { MY_REQUESTS_KEY, MyRequests } from './my-requests.tsx';

const TEXT_FIELDS = ['bodyName', 'capacity', 'fuelName', 'transmissionName', 'driveName', 'colorName'] as const;
const NUMBER_FIELDS = ['minYear', 'maxYear', 'passengersCount', 'minPrice', 'maxPrice'] as const;
/** The texts the request may leave out: the server takes them as empty. */
const OPTIONAL_TEXTS = ['subContact', 'modelName', 'detailModelName', 'description', ...TEXT_FIELDS] as const;
const LABELS: Record<string, string> = Object.fromEntries(CUSTOM_REQUEST_LABELS);
const MAX_IMAGES = 10;

type Values = Record<string, string>;

/** Form values to the request body: empty numbers are left out, and so is a text not typed in yet. */
export function customRequestBody(values: Partial<Values>): CustomRequestBody {
  const body: CustomRequestBody = { mainContact: values.mainContact ?? '', makerName: values.makerName ?? '' };
  for (const name of OPTIONAL_TEXTS) {
    const value = values[name];
    if (value !== undefined) body[name] = value;
  }
  for (const name of NUMBER_FIELDS) {
    const value = values[name]?.trim();
    // Not a whole number: NaN, which the schema refuses with the field's message.
    if (value) body[name] = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  }
  return body;
}

/** The request was sent: its number, whether its pictures failed, and a way to send another. */
function RequestSent({ sent, onAnother }: { sent: { ccsNo: number; imagesFailed: boolean }; onAnother(): void }) {
  const { t } = useTranslation('inquiry');
  return (
    <Page title={t('custom.title')}>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Alert severity="success" role="status">
          {t('custom.sent', { number: `CS${sent.ccsNo}` })}
        </Alert>
        {sent.imagesFailed && <Alert severity="warning">{t('custom.imagesFailed')}</Alert>}
        <Button variant="outlined" onClick={onAnother}>
          {t('custom.another')}
        </Button>
      </Stack>
      <MyRequests />
    </Page>
  );
}

/** The buyer's reference pictures, chosen from their device. */
function ReferenceImages({
  images,
  onImages,
  problem,
}: {
  images: File[];
  onImages(images: File[]): void;
  problem: boolean;
}) {
  const { t } = useTranslation('inquiry');
  const imageInput = useId();
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      <Typography component="h2" variant="subtitle1">
        {t('custom.images')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('custom.imagesHint')}
      </Typography>
      <input
        id={imageInput}
        type="file"
        accept="image/*"
        multiple
        style={{ display: 'none' }}
        onChange={(event) => onImages([...(event.target.files ?? [])])}
      />
      <Box>
        <Button component="label" htmlFor={imageInput} variant="outlined">
          {t('custom.chooseImages')}
        </Button>
      </Box>
      {images.length > 0 && (
        <Typography variant="body2">
          {t('receipt.chosen', { count: images.length })}: <bdi>{images.map((file) => file.name).join(', ')}</bdi>
        </Typography>
      )}
      {problem && <Alert severity="error">{t('custom.imagesHint')}</Alert>}
    </Stack>
  );
}

/** The custom car request: the buyer describes a vehicle not listed yet, with reference pictures. */
export function CustomRequestPage() {
  const { t } = useTranslation(['inquiry', 'errors']);
  const language = useLanguage().code;
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, setValue, formState } = useForm<Values>({
    defaultValues: {
      mainContact: '',
      subContact: '',
      makerName: '',
      modelName: '',
      detailModelName: '',
      description: '',
    },
    resolver: schemaResolver<Values>(customRequestBodySchema, customRequestBody),
  });
  const values = useWatch({ control });
  const errors = formState.errors;
  const [images, setImages] = useState<File[]>([]);
  const [sent, setSent] = useState<{ ccsNo: number; imagesFailed: boolean } | null>(null);
  const nameLanguage: LanguageCode = language === KOREAN_LANGUAGE ? KOREAN_LANGUAGE : DEFAULT_LANGUAGE;

  const { makers, models, detailModels } = useCustomCatalog(values.makerName ?? '', values.modelName ?? '');

  const send = useMutation({
    mutationFn: (body: CustomRequestBody) => sendCustomRequest(body, images),
    onSuccess: (result) => {
      setSent(result);
      void queryClient.invalidateQueries({ queryKey: MY_REQUESTS_KEY });
    },
    onError: (error) => showServerErrors(error, setError),
  });

  /** The cascade: a new make clears model and detail model; a new model clears the detail model. */
  const cascade = (name: string) => {
    if (name === 'makerName') setValue('modelName', '');
    if (name === 'makerName' || name === 'modelName') setValue('detailModelName', '');
  };

  const submit = handleSubmit((sentValues) => send.mutate(customRequestBody(sentValues)));
  const imageProblem =
    images.length > MAX_IMAGES ||
    images.some((file) => !file.type.startsWith('image/') || file.size > MAX_UPLOAD_BYTES);

  if (sent) {
    return (
      <RequestSent
        sent={sent}
        onAnother={() => {
          setSent(null);
          setImages([]);
        }}
      />
    );
  }

  const select = (name: string, label: string, options: { value: string; label: string }[], disabled = false) => (
    <FormTextField
      select
      control={control}
      name={name}
      label={label}
      required={name === 'makerName'}
      disabled={disabled}
      onValue={() => cascade(name)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{name === 'makerName' ? t('custom.selectMake') : t('custom.anyOption')}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </FormTextField>
  );

  const text = (name: string, label: string, extra: { required?: boolean; numeric?: boolean } = {}) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      label={label}
      required={extra.required}
      slotProps={{ htmlInput: extra.numeric ? { inputMode: 'numeric', pattern: '[0-9]*' } : { maxLength: 100 } }}
    />
  );

  return (
    <Page title={t('custom.title')}>
      <Typography sx={{ mb: 3 }}>{t('custom.intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label={t('custom.title')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {text('mainContact', t('custom.mainContact'), { required: true })}
          {text('subContact', t('custom.subContact'))}
          {select(
            'makerName',
            t('custom.maker'),
            (makers.data ?? []).map((m) => ({ value: m.engMaker, label: localizedName(m, 'maker', nameLanguage) })),
          )}
          {select(
            'modelName',
            t('custom.model'),
            (models.data ?? []).map((m) => ({ value: m.engModel, label: localizedName(m, 'model', nameLanguage) })),
            !values.makerName,
          )}
          {select(
            'detailModelName',
            t('custom.detailModel'),
            (detailModels.data ?? []).map((m) => ({
              value: m.engDetailModel,
              label: localizedName(m, 'detailModel', nameLanguage),
            })),
            !values.modelName,
          )}
          {NUMBER_FIELDS.map((name) => text(name, t(`custom.${LABELS[name]}`), { numeric: true }))}
          {TEXT_FIELDS.map((name) => text(name, t(`custom.${LABELS[name]}`)))}
        </Box>
        <FormTextField
          control={control}
          name="description"
          label={t('custom.description')}
          fullWidth
          multiline
          minRows={4}
          sx={{ mt: 2 }}
        />
        <ReferenceImages images={images} onImages={setImages} problem={imageProblem} />
        {Object.keys(errors).length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('custom.checkNecessary')}
          </Alert>
        )}
        {send.isError && !(send.error instanceof HttpError && send.error.body?.fields) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('list.failed')}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" sx={{ mt: 3 }} disabled={send.isPending || imageProblem}>
          {t('custom.submit')}
        </Button>
      </Box>
      <MyRequests />
    </Page>
  );
}
