import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { useTranslation } from 'react-i18next';
import {
  itemNumber,
  priceView,
  referenceNumber,
  specRows,
  SUMMARY_SPECS,
  type DetailItem,
  type LanguageCode,
} from '@market/domain';
import { ItemTitle } from '../../components/ui/item-title.tsx';

export interface ItemSummaryProps {
  item: DetailItem;
  language: LanguageCode;
  /** The inquiry button and the sales contact share the spec's visibility rule. */
  canInquire: boolean;
  onInquire: () => void;
  onSalesContact: () => void;
}

/** The info column: badges, title, numbers, price, summary specs, the inquiry button and the sales contact. */
export function ItemSummary({ item, language, canInquire, onInquire, onSalesContact }: ItemSummaryProps) {
  const { t } = useTranslation('detail');
  const price = priceView(item);
  const summary = specRows(item, language).filter((row) => SUMMARY_SPECS.includes(row.key));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {item.premierFlag && <span className="badge badge--secondary">{t('premier')}</span>}
        {item.partners && <span className="badge badge--primary">{t('partner')}</span>}
        {item.flag === 2 && <span className="badge badge--warning">{t('reserved')}</span>}
      </Stack>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
        <ItemTitle item={item} language={language} />
      </Typography>
      <Typography color="text.secondary">
        <span>
          {t('itemNumber')}: <bdi>{itemNumber(item.itemNo)}</bdi>
        </span>
        {' · '}
        <span>
          {t('referenceNumber')}: <bdi>{referenceNumber(item.category, item.carInfoNo)}</bdi>
        </span>
      </Typography>
      <Box
        aria-label={t('price')}
        role="group"
        sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}
      >
        {price.kind === 'soldOut' ? (
          <Typography component="p" variant="h4" color="error" sx={{ fontWeight: 700 }}>
            {t('soldOut')}
          </Typography>
        ) : (
          <>
            {price.kind === 'price' && price.struck && (
              <>
                <span className="badge badge--error">{t('discount')}</span>
                <Typography component="del" variant="h6" color="text.secondary">
                  <bdi dir="ltr">{price.struck}</bdi>
                </Typography>
              </>
            )}
            <Typography component="p" variant="h4" color="primary" sx={{ fontWeight: 700 }}>
              <bdi dir="ltr">{price.text}</bdi>
            </Typography>
          </>
        )}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}>
        {summary.map((row) => (
          <Box key={row.key} sx={{ bgcolor: 'grey.100', borderRadius: 1, p: 1, textAlign: 'center' }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`specs.${row.key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              <bdi>{row.translate ? t(`steering.${row.value}`) : row.value}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
      {canInquire && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" size="large" onClick={onInquire} sx={{ flexGrow: 1 }}>
            {t('inquiry')}
          </Button>
          <Button variant="outlined" size="large" startIcon={<SupportAgentIcon />} onClick={onSalesContact}>
            {t('salesContact')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
