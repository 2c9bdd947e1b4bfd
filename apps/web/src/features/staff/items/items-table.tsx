import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { ITEM_FLAG, itemNumber, mediaUrl, routePath, type StaffItem } from '@market/domain';
import { useStaffItems } from '../shared/api.ts';
import { ErrorAlert, formatMoney, Pager } from '../shared/console-parts.tsx';

/** One page of items, whatever their flag, as `params` filter them (GET /api/staff/items), with paging below. */
export function ItemsTable({
  params,
  selected,
  onSelect,
  onPage,
}: {
  params: Record<string, string | number | undefined> & { page: number; size: number };
  selected?: number;
  onSelect?(item: StaffItem): void;
  onPage(changes: { page?: number; size?: number }): void;
}) {
  const { t } = useTranslation('admin');
  const items = useStaffItems(params);
  return (
    <>
      <ErrorAlert error={items.error} />
      <Table size="small" aria-label={t('items.results')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('items.picture')}</TableCell>
            <TableCell>{t('items.number')}</TableCell>
            <TableCell>{t('items.vehicle')}</TableCell>
            <TableCell>{t('items.chassis')}</TableCell>
            <TableCell>{t('items.price')}</TableCell>
            <TableCell>{t('items.seller')}</TableCell>
            <TableCell>{t('items.flag')}</TableCell>
            {onSelect && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.data?.list.map((item) => (
            <TableRow key={item.itemNo} selected={item.itemNo === selected} hover>
              <TableCell>
                {item.thumbnail && (
                  <img src={mediaUrl(item.thumbnail)} alt="" width={64} height={48} style={{ objectFit: 'cover' }} />
                )}
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={routePath('carDetail', { itemNo: item.itemNo })} target="_blank">
                  {itemNumber(item.itemNo)}
                </Link>
              </TableCell>
              <TableCell>
                {item.year} {item.engMaker} {item.engModel}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{item.chassisNo}</TableCell>
              <TableCell>{formatMoney(item.sellPrice)}</TableCell>
              <TableCell>
                {item.companyName ?? item.sellerId} ({item.sellerId})
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(`flag.${item.flag}`)}
                  color={item.flag === ITEM_FLAG.normal ? 'success' : 'default'}
                />
              </TableCell>
              {onSelect && (
                <TableCell>
                  <Button size="small" onClick={() => onSelect(item)}>
                    {t('items.manage')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
          {items.data?.list.length === 0 && (
            <TableRow>
              <TableCell colSpan={8}>{t('items.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Pager
        total={items.data?.total ?? 0}
        page={params.page}
        size={params.size}
        onPage={(page) => onPage({ page })}
        onSize={(size) => onPage({ size })}
      />
    </>
  );
}
