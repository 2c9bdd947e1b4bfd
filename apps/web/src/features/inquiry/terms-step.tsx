import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import {
  countryIn,
  formatUsd,
  itemNumber,
  itemTitle,
  localizedName,
  type DetailResponse,
  type LanguageCode,
  quotedPrice,
  type PriceBreakdown,
} from '@market/domain';
import { DestinationFields } from './destination-fields.tsx';
import { ExportControlWarning } from './export-control-warning.tsx';
import { NO_VESSEL, type Country, type Port, type VesselOffer } from './terms-rules.ts';
import { ImportVerdict, verdictRoute } from '../../components/import-verdict.tsx';
import { LandedCost } from '../../components/landed-cost.tsx';
import { IndicativePrice } from '../../components/ui/indicative-price.tsx';
import { ItemTitle } from '../../components/ui/item-title.tsx';
import { StyledListingPicture } from '../../components/ui/styled-listing-picture.tsx';

interface TermsStepProps {
  detail: DetailResponse;
  language: LanguageCode;
  countries: Country[];
  ports: Port[];
  /** The chosen country has no port: the buyer may ask for a price instead. */
  noPorts: boolean;
  vessels: VesselOffer[];
  vesselsLoading: boolean;
  countryNo: number | null;
  portNo: number | null;
  vessel: VesselOffer;
  price: PriceBreakdown;
  /** The buyer's accepted price offer the price is quoted at, if one holds (issue 32). */
  agreedPrice?: number | null;
  onCountry(countryNo: number | null): void;
  onPort(portNo: number | null): void;
  onVessel(smvpNo: number): void;
  /** The buyer acknowledged that the destination refuses this vehicle (issue 18). */
  importAcknowledged: boolean;
  onImportAcknowledged(acknowledged: boolean): void;
}

/** The options of a vessel offer select: vessel and terms by name, the no-vessel choice as a prompt. */
export function VesselOptions({ offers, language }: { offers: readonly VesselOffer[]; language: LanguageCode }) {
  const { t } = useTranslation('inquiry');
  return offers.map((offer) => (
    <option key={offer.smvpNo} value={offer.smvpNo}>
      {offer.smvpNo === NO_VESSEL
        ? t('terms.selectType')
        : `${localizedName(offer, 'vesselName', language)} · ${localizedName(offer, 'termsName', language) || offer.terms}`}
    </option>
  ));
}

/** The vehicle asked about: picture, number, title, and its photos (in a dialog) and video. */
function TermsItemSummary({ detail, language }: { detail: TermsStepProps['detail']; language: LanguageCode }) {
  const { t } = useTranslation('inquiry');
  const item = detail.item;
  const title = itemTitle(item, language);
  const thumbnail = detail.itemPicture[0]?.pictureMiniName;
  const [photosOpen, setPhotosOpen] = useState(false);
  return (
    <>
      <Stack
        component="section"
        aria-label={t('item.label')}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        {thumbnail && (
          <StyledListingPicture
            pictureKey={thumbnail}
            alt={t('item.thumbnail', { title })}
            sizes="(min-width: 600px) 180px, 100vw"
            priority
            sx={{
              width: { xs: '100%', sm: 180 },
              height: 'auto',
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 1,
            }}
          />
        )}
        <Stack spacing={1} sx={{ flexGrow: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('item.number')}: <bdi>{itemNumber(item.itemNo)}</bdi>
          </Typography>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            <ItemTitle item={item} language={language} />
          </Typography>
          <Stack direction="row" spacing={1}>
            {detail.itemPicture.length > 0 && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<PhotoLibraryIcon />}
                onClick={() => setPhotosOpen(true)}
              >
                {t('item.seePhotos')}
              </Button>
            )}
            {item.youtube && (
              <Button
                size="small"
                variant="outlined"
                startIcon={<PlayCircleIcon />}
                href={item.youtube}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('item.seeVideo')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Stack>
      <Dialog
        open={photosOpen}
        onClose={() => setPhotosOpen(false)}
        fullWidth
        maxWidth="lg"
        aria-labelledby="inquiry-photos-title"
      >
        <DialogTitle id="inquiry-photos-title" sx={{ paddingInlineEnd: 6 }}>
          {t('item.photos', { title })}
          <IconButton
            aria-label={t('dialog.close')}
            onClick={() => setPhotosOpen(false)}
            sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {detail.itemPicture.map((picture, index) => (
              <StyledListingPicture
                key={picture.pictureIndex}
                pictureKey={picture.pictureWatermarkName}
                alt={t('item.photo', { index: index + 1, count: detail.itemPicture.length })}
                sizes="(min-width: 900px) 50vw, 100vw"
                sx={{ width: '100%', height: 'auto', borderRadius: 1 }}
              />
            ))}
          </Box>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The price the terms make: the item's price (struck through when discounted), freight, total, terms, warnings. */
function PriceTable({
  price,
  agreedPrice,
}: {
  price: TermsStepProps['price'];
  agreedPrice: TermsStepProps['agreedPrice'];
}) {
  const { t } = useTranslation('inquiry');
  const money = (value: number | null) => (value === null ? t('price.ask') : formatUsd(value));
  return (
    <Box component="section" aria-label={t('price.table')}>
      <Table size="small" aria-label={t('price.table')}>
        <TableBody>
          {(
            [
              ['itemPrice', money(price.price)],
              // A discounted listing: its price struck through, then the discount and the price it is quoted at.
              ...(price.isSubInfo
                ? ([
                    ['discount', formatUsd(price.additionalPrice)],
                    ['discountPrice', money(price.discountPrice)],
                  ] as const)
                : []),
              ['freightFee', money(price.freightFee)],
              ['total', money(price.totalPrice)],
              ['terms', price.isTerms ? price.terms : t('terms.none')],
            ] as const
          ).map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: key === 'total' ? 700 : 400 }}>
                {t(`price.${key}`)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: key === 'total' ? 700 : 400, textAlign: 'end' }}>
                {key === 'itemPrice' && price.isSubInfo ? (
                  <del>
                    <bdi>{value}</bdi>
                  </del>
                ) : (
                  <bdi>{value}</bdi>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack spacing={1} sx={{ mt: 2 }}>
        {agreedPrice != null && (
          <Alert severity="success">{t('price.offerApplied', { price: formatUsd(agreedPrice) })}</Alert>
        )}
        <Typography variant="body2" color="text.secondary">
          <IndicativePrice usd={price.totalPrice ?? quotedPrice(price)} detailed />
        </Typography>
        {price.freightFee === null && <Alert severity="info">{t('price.askWarning')}</Alert>}
        <Alert severity="warning">{t('price.freightWarning')}</Alert>
        <Typography variant="body2" color="text.secondary">
          {t('price.finalWarning')}
        </Typography>
      </Stack>
    </Box>
  );
}

/** Step 1: the vehicle, the destination (country, port, vessel type) and the price it makes. */
export function TermsStep(props: TermsStepProps) {
  const { detail, language, countries, ports, vessels, vessel, price } = props;
  const { t } = useTranslation('inquiry');
  const item = detail.item;
  const country = countryIn(countries, { countryNo: props.countryNo });

  return (
    <Stack spacing={3}>
      <TermsItemSummary detail={detail} language={language} />

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <DestinationFields
          language={language}
          countries={countries}
          ports={ports}
          noPorts={props.noPorts}
          itemNos={[detail.item.itemNo]}
          countryNo={props.countryNo}
          portNo={props.portNo}
          onCountry={props.onCountry}
          onPort={props.onPort}
        />
        <TextField
          select
          label={t('terms.vessel')}
          value={vessel.smvpNo}
          disabled={props.portNo === null}
          onChange={(event) => props.onVessel(Number(event.target.value))}
          helperText={props.vesselsLoading ? t('terms.loading') : undefined}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <VesselOptions offers={vessels} language={language} />
        </TextField>
      </Box>

      <ImportVerdict
        itemNo={item.itemNo}
        countryCode={country?.countryCode ?? null}
        countryName={country ? localizedName(country, 'countryName', language) : ''}
        language={language}
        route={verdictRoute(props.portNo, vessel.vessel)}
        acknowledged={props.importAcknowledged}
        onAcknowledgedChange={props.onImportAcknowledged}
      />
      <ExportControlWarning
        itemNo={item.itemNo}
        countryCode={country?.countryCode ?? null}
        countryName={country ? localizedName(country, 'countryName', language) : ''}
        language={language}
      />

      <PriceTable price={price} agreedPrice={props.agreedPrice} />

      <LandedCost
        itemNo={item.itemNo}
        countryCode={country?.countryCode ?? null}
        smvpNo={vessel.smvpNo}
        countryName={country ? localizedName(country, 'countryName', language) : ''}
        language={language}
      />
    </Stack>
  );
}
