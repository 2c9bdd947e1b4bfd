import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatUsd, itemNumber, offerStateAt, routePath, type Offer } from '@market/domain';
import { IndicativePrice } from '../../components/ui/indicative-price.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { useAnswerAsBuyer, useMyOffers } from './api.ts';
import { problemOf } from '../../lib/price-offers.ts';

/** My Page's list of the buyer's price offers: each step as it stands, and a counter to accept or decline here. */
export function MyOffers() {
  const { t } = useTranslation('account');
  const { tag } = useLanguage();
  const offers = useMyOffers();
  const answer = useAnswerAsBuyer();
  const now = new Date();
  return (
    <Stack spacing={1} component="section" aria-labelledby="my-offers-title">
      <Typography id="my-offers-title" variant="h6" component="h2">
        {t('offers.title')}
      </Typography>
      {offers.data?.length === 0 && <Typography color="text.secondary">{t('offers.empty')}</Typography>}
      {answer.error && <Alert severity="error">{problemOf(answer.error)}</Alert>}
      {!!offers.data?.length && (
        <Table size="small" aria-labelledby="my-offers-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('offers.listing')}</TableCell>
              <TableCell>{t('offers.amount')}</TableCell>
              <TableCell>{t('offers.state')}</TableCell>
              <TableCell>{t('offers.until')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {offers.data.map((offer: Offer) => {
              const state = offerStateAt(offer, now);
              const shown = offer.agreedAmount ?? offer.counterAmount ?? offer.amount;
              return (
                <TableRow key={offer.offerNo}>
                  <TableCell>
                    <Link component={RouterLink} to={routePath('carDetail', { itemNo: offer.itemNo })}>
                      <bdi>{itemNumber(offer.itemNo)}</bdi> · {offer.title}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <bdi>{formatUsd(offer.amount)}</bdi>
                    {offer.counterAmount !== null && (
                      <Typography variant="caption" sx={{ display: 'block' }}>
                        {t('offers.counter', { price: formatUsd(offer.counterAmount) })}
                      </Typography>
                    )}
                    <IndicativePrice usd={shown} />
                  </TableCell>
                  <TableCell>
                    {offer.declinedAtOnce ? t('offers.declinedAtOnce') : t(`common:offer.state.${state}`)}
                  </TableCell>
                  <TableCell>{formatDateTime(offer.expiresAt, tag)}</TableCell>
                  <TableCell>
                    {state === 'countered' && (
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          variant="contained"
                          aria-label={t('offers.acceptLabel', { item: itemNumber(offer.itemNo) })}
                          onClick={() => answer.mutate({ offerNo: offer.offerNo, action: 'accept' })}
                        >
                          {t('offers.accept')}
                        </Button>
                        <Button
                          size="small"
                          aria-label={t('offers.declineLabel', { item: itemNumber(offer.itemNo) })}
                          onClick={() => answer.mutate({ offerNo: offer.offerNo, action: 'decline' })}
                        >
                          {t('offers.decline')}
                        </Button>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('offers.usdNote')}
      </Typography>
    </Stack>
  );
}
