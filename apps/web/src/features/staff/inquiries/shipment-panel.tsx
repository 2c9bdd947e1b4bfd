import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import {
  BL_KINDS,
  etaChangeable,
  etaChangeBodySchema,
  nextShipmentStep,
  SENT_DOCUMENTS,
  SHIPMENT_DOCUMENT_KINDS,
  shipmentStepBodySchema,
  shipmentStepName,
  TRANSPORT_KINDS,
  type ShipmentDocumentKind,
  type ShipmentStep,
} from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { ErrorAlert } from '../shared/console-parts.tsx';
import { useShipmentChange, useStaffShipment } from '../shared/api.ts';

type FieldKind = 'date' | 'text' | 'transport' | 'blKind' | 'documents' | 'optionalDate';

/** The fields staff fill in for each step (the domain's schema checks them; the server checks again). */
const STEP_FIELDS: Record<ShipmentStep, [string, FieldKind][]> = {
  booked: [
    ['on', 'date'],
    ['transport', 'transport'],
    ['carrier', 'text'],
    ['voyage', 'text'],
    ['portOfLoading', 'text'],
    ['etd', 'date'],
    ['eta', 'optionalDate'],
  ],
  loaded: [['on', 'date']],
  departed: [
    ['on', 'date'],
    ['eta', 'date'],
  ],
  arrived: [['on', 'date']],
  billOfLading: [
    ['on', 'date'],
    ['blNumber', 'text'],
    ['blKind', 'blKind'],
  ],
  documentsSent: [
    ['on', 'date'],
    ['courier', 'text'],
    ['trackingNumber', 'text'],
    ['documents', 'documents'],
  ],
  released: [['on', 'date']],
};

/** The staff console's shipment of a paid inquiry: where it is, its next step, the ETA and the documents. */
export function ShipmentPanel({ ilNo }: { ilNo: number }) {
  const { t } = useTranslation('admin');
  const shipment = useStaffShipment(ilNo);
  const change = useShipmentChange(ilNo);
  const [dialog, setDialog] = useState<'step' | 'eta' | null>(null);
  const [documentKind, setDocumentKind] = useState<ShipmentDocumentKind>('blCopy');
  if (!shipment.data) return <ErrorAlert error={shipment.error} />;
  const current = shipment.data;
  const next = nextShipmentStep(current.step);
  const currentName = shipmentStepName(current.step);
  return (
    <Paper component="section" aria-label={t('shipment.title')} sx={{ p: 2, mt: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('shipment.title')}
      </Typography>
      <ErrorAlert error={change.error} />
      <Typography variant="body2">
        {t('shipment.current')}: {currentName ? t(`shipment.steps.${currentName}`) : t('shipment.notBooked')}
        {current.eta ? ` · ETA ${current.eta}` : ''}
        {current.trackingNumber ? ` · ${current.courier} ${current.trackingNumber}` : ''}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', my: 1 }}>
        {next && (
          <Button variant="contained" onClick={() => setDialog('step')}>
            {t('shipment.moveTo', { step: t(`shipment.steps.${next}`) })}
          </Button>
        )}
        {etaChangeable(current.step) && (
          <Button variant="outlined" onClick={() => setDialog('eta')}>
            {t('shipment.changeEta')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('shipment.documentKind')}
          value={documentKind}
          onChange={(event) => setDocumentKind(event.target.value as ShipmentDocumentKind)}
        >
          {SHIPMENT_DOCUMENT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`shipment.documentKinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="outlined" disabled={change.isPending}>
          {t('shipment.upload')}
          <input
            hidden
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) change.mutate({ kind: 'document', documentKind, file });
              event.target.value = '';
            }}
          />
        </Button>
      </Stack>
      <Stack component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2 }}>
        {current.documents.map((document) => (
          <li key={document.docNo}>
            <Link href={`/api/staff/shipment-documents/${document.docNo}`}>
              {t(`shipment.documentKinds.${document.kind}`)}: <bdi>{document.fileName}</bdi>
            </Link>
          </li>
        ))}
      </Stack>
      <Stack component="ol" sx={{ m: 0, mt: 1, paddingInlineStart: 3 }}>
        {current.events.map((event) => (
          <li key={event.at}>
            {event.on} · {event.step ? t(`shipment.steps.${event.step}`) : t('shipment.etaMoved')}
            {event.reason ? ` — ${event.reason}` : ''}
          </li>
        ))}
      </Stack>
      {dialog === 'step' && next && (
        <StepDialog
          step={next}
          pending={change.isPending}
          onClose={() => setDialog(null)}
          onSend={(body, onError) =>
            change.mutate({ kind: 'step', body }, { onSuccess: () => setDialog(null), onError })
          }
        />
      )}
      {dialog === 'eta' && (
        <EtaDialog
          pending={change.isPending}
          onClose={() => setDialog(null)}
          onSend={(body, onError) =>
            change.mutate({ kind: 'eta', body }, { onSuccess: () => setDialog(null), onError })
          }
        />
      )}
    </Paper>
  );
}

interface DialogProps<Body> {
  pending: boolean;
  onClose(): void;
  /** Sends the change; `onError` is told of a failed call (to put the server's messages on the fields). */
  onSend(body: Body, onError: (failure: unknown) => void): void;
}

type StepValues = Record<string, string | string[]>;

function StepDialog({
  step,
  ...props
}: DialogProps<ReturnType<typeof shipmentStepBodySchema.parse>> & { step: ShipmentStep }) {
  const { t } = useTranslation('admin');
  /** The fields filled in, with the step: an empty field is one the body leaves out. */
  const bodyOf = (values: StepValues) => ({
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
    step,
  });
  const { control, handleSubmit, setError } = useForm<StepValues>({
    defaultValues: { ...Object.fromEntries(STEP_FIELDS[step].map(([name]) => [name, ''])), documents: [] },
    resolver: schemaResolver(shipmentStepBodySchema, bodyOf),
  });
  const label = (name: string) => t(`shipment.field.${name}`);
  return (
    <FormDialog
      title={t('shipment.moveTo', { step: t(`shipment.steps.${step}`) })}
      pending={props.pending}
      onClose={props.onClose}
      onSubmit={handleSubmit((values) =>
        props.onSend(shipmentStepBodySchema.parse(bodyOf(values)), (failure) => showServerErrors(failure, setError)),
      )}
    >
      {STEP_FIELDS[step].map(([name, kind]) => {
        if (kind === 'documents')
          return (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => {
                const chosen = field.value as string[];
                return (
                  <FormGroup aria-label={label(name)}>
                    <FormLabel component="legend">{label(name)}</FormLabel>
                    {SENT_DOCUMENTS.map((document) => (
                      <FormControlLabel
                        key={document}
                        label={t(`shipment.sent.${document}`)}
                        control={
                          <Checkbox
                            checked={chosen.includes(document)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...chosen, document]
                                  : chosen.filter((other) => other !== document),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                );
              }}
            />
          );
        const options = kind === 'transport' ? TRANSPORT_KINDS : kind === 'blKind' ? BL_KINDS : null;
        return (
          <FormTextField
            key={name}
            control={control}
            name={name}
            required={kind !== 'optionalDate'}
            select={options !== null}
            type={kind === 'date' || kind === 'optionalDate' ? 'date' : 'text'}
            label={label(name)}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            {options?.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`shipment.option.${option}`)}
              </MenuItem>
            ))}
          </FormTextField>
        );
      })}
    </FormDialog>
  );
}

function EtaDialog(props: DialogProps<{ eta: string; reason: string }>) {
  const { t } = useTranslation('admin');
  const { control, handleSubmit, setError } = useForm({
    defaultValues: { eta: '', reason: '' },
    resolver: schemaResolver(etaChangeBodySchema),
  });
  return (
    <FormDialog
      title={t('shipment.changeEta')}
      pending={props.pending}
      onClose={props.onClose}
      onSubmit={handleSubmit((values) =>
        props.onSend(etaChangeBodySchema.parse(values), (failure) => showServerErrors(failure, setError)),
      )}
    >
      <FormTextField
        control={control}
        name="eta"
        required
        type="date"
        label={t('shipment.field.eta')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="reason"
        required
        label={t('shipment.field.reason')}
        multiline
        minRows={2}
      />
    </FormDialog>
  );
}
