import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatUsd, itemNumber, offerStateAt, type SellerOffer } from '@market/domain';
import { formatDateTime } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { parseDollars, problemOf } from '../../lib/price-offers.ts';
import { OfferFloorField } from '../../components/offer-floor-field.tsx';
import { useAnswerAsSeller, useSellerOffers } from './api.ts';

/**
 * The offers on the seller's listings (staff: on every listing), at /item/offers (issue 32, decision 0265): accept,
 * decline or counter an open offer, and set each listing's floor, below which offers are declined at once.
 */
export function OffersConsole() {
  const { t } = useTranslation('item-form');
  const { tag } = useLanguage();
  const user = useCurrentUser();
  const offers = useSellerOffers();
  const now = new Date();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('offers.intro')}
      </Typography>
      {offers.isError && <Alert severity="error">{problemOf(offers.error)}</Alert>}
      {offers.data?.length === 0 && <Alert severity="info">{t('offers.empty')}</Alert>}
      {!!offers.data?.length && (
        <Table size="small" aria-label={t('offers.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('offers.listing')}</TableCell>
              {user?.staff && <TableCell>{t('offers.buyer')}</TableCell>}
              <TableCell>{t('offers.amount')}</TableCell>
              <TableCell>{t('offers.state')}</TableCell>
              <TableCell>{t('offers.until')}</TableCell>
              <TableCell>{t('offers.floor')}</TableCell>
              <TableCell>{t('offers.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {offers.data.map((offer) => (
              <TableRow key={offer.offerNo}>
                <TableCell>
                  <bdi>{itemNumber(offer.itemNo)}</bdi> · {offer.title}
                  <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                    {t('offers.listPrice', { price: formatUsd(offer.listPrice) })}
                  </Typography>
                </TableCell>
                {user?.staff && <TableCell>{offer.buyerId}</TableCell>}
                <TableCell>
                  <bdi>{formatUsd(offer.amount)}</bdi>
                  {offer.counterAmount !== null && (
                    <Typography variant="caption" sx={{ display: 'block' }}>
                      {t('offers.counter', { price: formatUsd(offer.counterAmount) })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{t(`common:offer.state.${offerStateAt(offer, now)}`)}</TableCell>
                <TableCell>{formatDateTime(offer.expiresAt, tag)}</TableCell>
                <TableCell>
                  <OfferFloorField itemNo={offer.itemNo} floor={offer.floor} />
                </TableCell>
                <TableCell>{offerStateAt(offer, now) === 'open' && <Answer offer={offer} />}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}

function Answer({ offer }: { offer: SellerOffer }) {
  const { t } = useTranslation('item-form');
  const answer = useAnswerAsSeller();
  const [counter, setCounter] = useState('');
  const label = itemNumber(offer.itemNo);
  const counterAmount = parseDollars(counter);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          disabled={answer.isPending}
          aria-label={t('offers.acceptLabel', { item: label })}
          onClick={() => answer.mutate({ offerNo: offer.offerNo, action: 'accept', counterAmount: null })}
        >
          {t('offers.accept')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={answer.isPending}
          aria-label={t('offers.declineLabel', { item: label })}
          onClick={() => answer.mutate({ offerNo: offer.offerNo, action: 'decline', counterAmount: null })}
        >
          {t('offers.decline')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={t('offers.counterAmount', { item: label })}
          value={counter}
          onChange={(event) => setCounter(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        />
        <Button
          size="small"
          disabled={answer.isPending || counterAmount === null}
          onClick={() => answer.mutate({ offerNo: offer.offerNo, action: 'counter', counterAmount })}
        >
          {t('offers.sendCounter')}
        </Button>
      </Stack>
      {answer.error && <Alert severity="error">{problemOf(answer.error)}</Alert>}
    </Stack>
  );
}
