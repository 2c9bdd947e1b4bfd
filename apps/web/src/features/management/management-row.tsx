import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  formatNumber,
  formatUsd,
  isDeletedFlag,
  ITEM_FLAG,
  itemNumber,
  localizedName,
  type ManagementRow,
  routePath,
  ROUTES,
} from '@market/domain';
import { StyledListingPicture } from '../../components/ui/styled-listing-picture.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';

export const FLAG_KEYS: Record<number, string> = {
  0: 'normal',
  1: 'deleted',
  2: 'reserved',
  3: 'sold',
  4: 'deletedByStaff',
  5: 'deletedByStaff',
};
const FLAG_COLORS = { 0: 'success', 1: 'default', 2: 'warning', 3: 'error' } as const;

/** What the seller can do from a row; each opens a dialog or asks the server. */
export interface RowActions {
  onToggle: () => void;
  onSecret: (flag: boolean) => void;
  onRestore: () => void;
  restoring: boolean;
  onPrice: () => void;
  onMemo: () => void;
  onMoveToTop: () => void;
}

/** The listing's number (to its detail page), name, chassis number, markets and memo. */
function ItemCell({ row, name }: { row: ManagementRow; name: string }) {
  const { t } = useTranslation('item-form');
  return (
    <TableCell>
      <Link component={RouterLink} to={routePath('carDetail', { itemNo: String(row.itemNo) })} dir="ltr">
        {itemNumber(row.itemNo)}
      </Link>
      <Typography variant="body2">{name}</Typography>
      <Typography variant="caption" color="text.secondary" dir="ltr" component="div">
        {row.chassisNo}
      </Typography>
      {row.markets.of > 0 && (
        <Typography variant="caption" color="text.secondary" component="div">
          {t('management.markets', row.markets)}
        </Typography>
      )}
      {row.memo && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'pre-wrap' }}>
          {t('management.memo')}: {row.memo}
        </Typography>
      )}
    </TableCell>
  );
}

/** The price, the discount and the commission. */
function PriceCell({ row }: { row: ManagementRow }) {
  const { t } = useTranslation('item-form');
  return (
    <TableCell align="right">
      <Box dir="ltr">{formatUsd(row.sellPrice)}</Box>
      {row.discountPrice !== null && (
        <Typography variant="caption" color="text.secondary" dir="ltr" component="div">
          {t('fields.discountPrice')}: {formatUsd(row.discountPrice)}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div">
        {t('management.commission')}: <span dir="ltr">{formatUsd(row.commission)}</span>
      </Typography>
    </TableCell>
  );
}

/** A listing's buttons: view it (read-only form), restore a deleted one, or edit, reprice, note and move to top. */
function ActionsCell({ row, actions }: { row: ManagementRow; actions: RowActions }) {
  const { t } = useTranslation('item-form');
  const icon = (title: string, label: string, children: ReactNode, props: object) => (
    <Tooltip title={title}>
      <IconButton aria-label={label} {...props}>
        {children}
      </IconButton>
    </Tooltip>
  );
  const itemNo = row.itemNo;
  return (
    <TableCell>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {icon(t('management.viewListing'), t('management.viewOf', { itemNo }), <VisibilityIcon />, {
          component: RouterLink,
          to: `${ROUTES.itemUpload}?itemNo=${itemNo}&mode=view`,
        })}
        {row.flag === ITEM_FLAG.deleted && (
          <Button
            size="small"
            variant="outlined"
            disabled={actions.restoring}
            onClick={actions.onRestore}
            aria-label={t('management.restoreOf', { itemNo })}
          >
            {t('management.restore')}
          </Button>
        )}
        {!isDeletedFlag(row.flag) && (
          <>
            {icon(t('management.edit'), t('management.editOf', { itemNo }), <EditIcon />, {
              component: RouterLink,
              to: `${ROUTES.itemUpload}?itemNo=${itemNo}`,
            })}
            {icon(t('management.editPrice'), t('management.editPriceOf', { itemNo }), <PriceChangeIcon />, {
              onClick: actions.onPrice,
            })}
            {icon(t('management.memo'), t('management.memoOf', { itemNo }), <EditNoteIcon />, {
              onClick: actions.onMemo,
            })}
            {icon(t('management.moveToTop'), t('management.moveToTopOf', { itemNo }), <VerticalAlignTopIcon />, {
              onClick: actions.onMoveToTop,
            })}
          </>
        )}
      </Stack>
    </TableCell>
  );
}

/** One of the seller's listings in the management table. */
export function ManagementTableRow({
  row,
  selected,
  showSecret,
  actions,
}: {
  row: ManagementRow;
  selected: boolean;
  showSecret: boolean;
  actions: RowActions;
}) {
  const { t } = useTranslation('item-form');
  const { tag } = useLanguage();
  const language = useLanguage().code;
  const name = `${row.year} ${localizedName(row, 'maker', language)} ${localizedName(row, 'model', language)}`;
  const date = (iso: string) => formatDate(iso, tag);
  return (
    <TableRow hover selected={selected} data-testid="management-row">
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={actions.onToggle}
          slotProps={{ input: { 'aria-label': t('management.select', { itemNo: row.itemNo }) } }}
        />
      </TableCell>
      <TableCell>
        {row.thumbnail ? (
          <StyledListingPicture
            pictureKey={row.thumbnail}
            alt={name}
            sizes="96px"
            sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
          />
        ) : (
          <Box sx={{ width: 96, height: 64, bgcolor: 'action.hover', borderRadius: 0.5 }} />
        )}
      </TableCell>
      <ItemCell row={row} name={name} />
      <TableCell>
        <Chip
          size="small"
          color={FLAG_COLORS[row.flag as 0 | 1 | 2 | 3] ?? 'default'}
          label={t(`status.${FLAG_KEYS[row.flag] ?? 'deleted'}`)}
        />
        {row.deleteReason && (
          <Typography variant="caption" color="text.secondary" component="div">
            {t('management.deleteReason', { reason: row.deleteReason })}
          </Typography>
        )}
      </TableCell>
      <PriceCell row={row} />
      <TableCell align="right">{formatNumber(row.updateViews)}</TableCell>
      <TableCell>
        <Typography variant="caption" component="div">
          {t('management.created')}: {date(row.createdAt)}
        </Typography>
        <Typography variant="caption" component="div">
          {t('management.updated')}: {date(row.updateDate)}
        </Typography>
      </TableCell>
      {showSecret && (
        <TableCell>
          <Switch
            checked={row.secret}
            disabled={isDeletedFlag(row.flag)}
            onChange={(event) => actions.onSecret(event.target.checked)}
            slotProps={{ input: { 'aria-label': t('management.secretOf', { itemNo: row.itemNo }) } }}
          />
        </TableCell>
      )}
      <ActionsCell row={row} actions={actions} />
    </TableRow>
  );
}
