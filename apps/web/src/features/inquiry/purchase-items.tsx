import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { formatUsd, itemNumber, itemTitle, quotedPrice, type DetailResponse } from '@market/domain';
import { DiscountedPrice } from '../../components/ui/discounted-price.tsx';
import { ItemTitle } from '../../components/ui/item-title.tsx';
import { StyledListingPicture } from '../../components/ui/styled-listing-picture.tsx';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import type { PurchaseLine } from './purchase-rules.ts';
import type { vesselChoices } from './terms-rules.ts';
import { VesselOptions } from './terms-step.tsx';

/** A price as the buyer reads it: ASK when the seller names none. */
function useMoney() {
  const { t } = useTranslation('inquiry');
  return (value: number | null) => (value === null ? t('price.ask') : formatUsd(value));
}

function RemoveCell({ itemNo, onRemove }: { itemNo: number; onRemove(itemNo: number): void }) {
  const { t } = useTranslation('inquiry');
  return (
    <TableCell>
      <IconButton aria-label={t('purchase.remove', { number: itemNumber(itemNo) })} onClick={() => onRemove(itemNo)}>
        <DeleteIcon />
      </IconButton>
    </TableCell>
  );
}

/** One vehicle of the inquiry: picture, number, title, price, its vessel, freight and total. */
function PurchaseItemRow({
  detail,
  line,
  choices,
  fetching,
  portChosen,
  onVessel,
  onRemove,
}: {
  detail: DetailResponse;
  line: PurchaseLine;
  choices: ReturnType<typeof vesselChoices>;
  fetching: boolean;
  portChosen: boolean;
  onVessel(smvpNo: number): void;
  onRemove(itemNo: number): void;
}) {
  const { t } = useTranslation('inquiry');
  const language = useLanguage().code;
  const money = useMoney();
  const number = itemNumber(detail.item.itemNo);
  const title = itemTitle(detail.item, language);
  const thumbnail = detail.itemPicture[0]?.pictureMiniName;
  return (
    <TableRow>
      <TableCell>
        {thumbnail && (
          <StyledListingPicture
            pictureKey={thumbnail}
            alt={t('item.thumbnail', { title })}
            sizes="96px"
            sx={{ width: 96, height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
          />
        )}
      </TableCell>
      <TableCell>
        <bdi>{number}</bdi>
      </TableCell>
      <TableCell>
        <ItemTitle item={detail.item} language={language} />
      </TableCell>
      <TableCell>
        <DiscountedPrice
          price={money(quotedPrice(line.price))}
          struck={line.price.isSubInfo ? money(line.price.price) : null}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        <TextField
          select
          size="small"
          fullWidth
          value={line.vessel.smvpNo}
          disabled={!portChosen}
          onChange={(event) => onVessel(Number(event.target.value))}
          helperText={fetching ? t('terms.loading') : undefined}
          slotProps={{
            select: { native: true },
            htmlInput: { 'aria-label': t('purchase.vesselFor', { number }) },
          }}
        >
          <VesselOptions offers={choices} language={language} />
        </TextField>
      </TableCell>
      <TableCell>
        <bdi>{money(line.price.freightFee)}</bdi>
      </TableCell>
      <TableCell sx={{ fontWeight: 700 }}>
        <bdi>{money(line.price.totalPrice)}</bdi>
      </TableCell>
      <RemoveCell itemNo={detail.item.itemNo} onRemove={onRemove} />
    </TableRow>
  );
}

/** The vehicles of the inquiry (those no longer on sale greyed out), the grand total and the price warnings. */
export function PurchaseItems({
  itemNos,
  details,
  available,
  lines,
  total,
  vessels,
  portChosen,
  onVessel,
  onRemove,
}: {
  itemNos: number[];
  details: (DetailResponse | undefined)[];
  available: DetailResponse[];
  lines: PurchaseLine[];
  total: number | null;
  /** Each available vehicle's vessel choices, and whether they are being fetched. */
  vessels: { choices: ReturnType<typeof vesselChoices>; fetching: boolean }[];
  portChosen: boolean;
  onVessel(itemNo: number, smvpNo: number): void;
  onRemove(itemNo: number): void;
}) {
  const { t } = useTranslation('inquiry');
  const language = useLanguage().code;
  const money = useMoney();
  const unavailable = itemNos.filter((itemNo) => !available.some((detail) => detail.item.itemNo === itemNo));
  return (
    <Box component="section" aria-labelledby="purchase-items-title">
      <Typography id="purchase-items-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('purchase.items')}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby="purchase-items-title">
          <TableHead>
            <TableRow>
              {(['picture', 'number', 'vehicle', 'price', 'vessel', 'freight', 'total', 'remove'] as const).map(
                (column) => (
                  <TableCell key={column} sx={{ fontWeight: 700 }}>
                    {t(`purchase.columns.${column}`)}
                  </TableCell>
                ),
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {available.map((detail, index) => (
              <PurchaseItemRow
                key={detail.item.itemNo}
                detail={detail}
                line={lines[index]!}
                choices={vessels[index]!.choices}
                fetching={vessels[index]!.fetching}
                portChosen={portChosen}
                onVessel={(smvpNo) => onVessel(detail.item.itemNo, smvpNo)}
                onRemove={onRemove}
              />
            ))}
            {unavailable.map((itemNo) => {
              const detail = details[itemNos.indexOf(itemNo)];
              return (
                <TableRow key={itemNo} sx={{ opacity: 0.6 }}>
                  <TableCell />
                  <TableCell>
                    <bdi>{itemNumber(itemNo)}</bdi>
                  </TableCell>
                  <TableCell>{detail && <ItemTitle item={detail.item} language={language} />}</TableCell>
                  <TableCell colSpan={4}>{t('purchase.unavailable')}</TableCell>
                  <RemoveCell itemNo={itemNo} onRemove={onRemove} />
                </TableRow>
              );
            })}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={6} sx={{ fontWeight: 700, fontSize: '1rem' }}>
                {t('purchase.grandTotal')}
              </TableCell>
              <TableCell sx={{ fontWeight: 700, fontSize: '1rem' }} data-testid="purchase-grand-total">
                <bdi>{available.length > 0 ? money(total) : '-'}</bdi>
              </TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <Stack spacing={1} sx={{ mt: 2 }}>
        {unavailable.length > 0 && <Alert severity="warning">{t('purchase.unavailableHint')}</Alert>}
        {available.length > 0 && lines.some((line) => line.price.freightFee === null) && (
          <Alert severity="info">{t('price.askWarning')}</Alert>
        )}
        <Alert severity="warning">{t('price.freightWarning')}</Alert>
        <Typography variant="body2" color="text.secondary">
          {t('price.finalWarning')}
        </Typography>
      </Stack>
    </Box>
  );
}
