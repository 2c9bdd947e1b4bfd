import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { SHIPMENT_STEPS, shipmentStepName, shipmentStepNumber, type Shipment } from '@market/domain';
import { formatDay } from '../../lib/format.ts';
import { shipmentDocumentUrl, useShipment, useShipmentPlaces } from './api.ts';

/**
 * Where the buyer's paid car is: every shipment step in order with the day it happened (or still to come), ETA
 * changes with staff's reason, the courier's tracking number, and the documents to download.
 */
export function ShipmentTimeline({ ilNo }: { ilNo: number }) {
  const query = useShipment(ilNo);
  return query.data ? <TimelineBody shipment={query.data} /> : null;
}

function TimelineBody({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('inquiry');
  const { tag } = useLanguage();
  const day = (value: string) => formatDay(value, tag);
  return (
    <Stack spacing={2}>
      {shipment.eta && shipment.step < shipmentStepNumber('arrived') && (
        <Typography>
          {t('shipment.eta')}: {day(shipment.eta)}
        </Typography>
      )}
      <Stack component="ol" aria-label={t('shipment.title')} spacing={1} sx={{ m: 0, paddingInlineStart: 3 }}>
        {SHIPMENT_STEPS.map((step) => {
          const event = shipment.events.find((candidate) => candidate.kind === 'step' && candidate.step === step);
          return (
            <li key={step} aria-current={shipment.step === shipmentStepNumber(step) ? 'step' : undefined}>
              <Typography component="span" sx={{ fontWeight: event ? 600 : 400 }}>
                {t(`shipment.steps.${step}`)}
              </Typography>
              {' · '}
              <Typography component="span" color={event ? 'text.primary' : 'text.secondary'}>
                {event ? day(event.on) : t('shipment.pending')}
              </Typography>
            </li>
          );
        })}
      </Stack>
      {shipment.events
        .filter((event) => event.kind === 'eta')
        .map((event) => (
          <Typography key={event.at} color="warning.main">
            {t('shipment.etaChanged', { eta: day(event.on), reason: event.reason ?? '' })}
          </Typography>
        ))}
      {shipment.trackingNumber && (
        <Typography>
          {t('shipment.courier')}: <bdi>{shipment.courier}</bdi> · {t('shipment.tracking')}:{' '}
          <bdi>{shipment.trackingNumber}</bdi>
        </Typography>
      )}
      {shipment.documents.length > 0 && (
        <Stack component="ul" aria-label={t('shipment.documents')} spacing={0.5} sx={{ m: 0, paddingInlineStart: 2 }}>
          {shipment.documents.map((document) => (
            <li key={document.docNo}>
              <Link href={shipmentDocumentUrl(document.docNo)} download>
                {t('shipment.download', { document: t(`shipment.documentKinds.${document.kind}`) })}
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** In the inquiry list: where the car is once its shipment is booked (nothing before). */
export function ShipmentPlaceChip({ ilNo }: { ilNo: number }) {
  const { t } = useTranslation('inquiry');
  const { tag } = useLanguage();
  const place = useShipmentPlaces().data?.find((candidate) => candidate.ilNo === ilNo);
  const step = place && shipmentStepName(place.step);
  if (!place || !step) return null;
  const eta = place.eta && place.step < shipmentStepNumber('arrived') ? formatDay(place.eta, tag) : null;
  return (
    <Chip
      size="small"
      color="secondary"
      variant="outlined"
      label={
        eta
          ? t('shipment.placeWithEta', { step: t(`shipment.steps.${step}`), eta })
          : t('shipment.place', { step: t(`shipment.steps.${step}`) })
      }
    />
  );
}
