import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { admissionBodySchema, ROUTES, SELLER_STATUSES, USER_FLAGS, type StaffSeller } from '@market/domain';
import { useSellerActions, useSellers } from '../shared/api.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { FormDialog } from '../shared/form-dialog.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorAlert, HeaderRow, Pager, SectionTitle, SelectFilter, TextFilter } from '../shared/console-parts.tsx';
import { useListParams, type useFilterParams } from '../shared/use-filter-params.ts';

const STATUS_COLORS = { pending: 'warning', approved: 'success', refused: 'error' } as const;
const FILTERS = ['status', 'userFlag', 'partners', 'secret', 'q'] as const;

/** A decision staff confirm before it is sent: an approval, or granting or withdrawing a flag. */
type Confirmation =
  | { kind: 'approve'; seller: StaffSeller }
  | { kind: 'flag'; seller: StaffSeller; flag: 'partners' | 'secret'; value: boolean };

function SellerConfirmation({
  confirmation,
  onClose,
  onConfirm,
}: {
  confirmation: Confirmation;
  onClose(): void;
  onConfirm(): void;
}) {
  const { t } = useTranslation('admin');
  const name = confirmation.seller.companyName ?? confirmation.seller.name;
  if (confirmation.kind === 'approve') {
    return (
      <ConfirmDialog
        title={t('sellers.approveTitle', { name })}
        text={t('sellers.approveText')}
        confirmLabel={t('sellers.approveYes')}
        backLabel={t('back')}
        color="success"
        onClose={onClose}
        onConfirm={onConfirm}
      />
    );
  }
  const grant = confirmation.value;
  return (
    <ConfirmDialog
      title={t(grant ? 'sellers.grantTitle' : 'sellers.revokeTitle', {
        flag: t(`sellers.${confirmation.flag}`),
        name,
      })}
      text={t(`sellers.${confirmation.flag}${grant ? 'Grant' : 'Revoke'}Text`)}
      confirmLabel={t(grant ? 'sellers.grantYes' : 'sellers.revokeYes')}
      backLabel={t('back')}
      color="primary"
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}

/** The list's filters: status, type, the two flags and a search. */
function SellerFilters({
  filters,
  set,
}: {
  filters: ReturnType<typeof useListParams<(typeof FILTERS)[number]>>[0];
  set: ReturnType<typeof useFilterParams>[1];
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2 }} role="search" aria-label={t('sellers.filters')}>
      <SelectFilter
        label={t('sellers.status')}
        value={filters.status}
        options={SELLER_STATUSES.map((status) => [status, t(`sellers.${status}`)] as const)}
        onChange={(status) => set({ status })}
      />
      <SelectFilter
        label={t('sellers.type')}
        value={filters.userFlag}
        options={[
          [USER_FLAGS.seller, t('sellers.seller')],
          [USER_FLAGS.dealer, t('sellers.dealer')],
        ]}
        minWidth={160}
        onChange={(userFlag) => set({ userFlag })}
      />
      {(['partners', 'secret'] as const).map((flag) => (
        <SelectFilter
          key={flag}
          label={t(`sellers.${flag}`)}
          value={filters[flag]}
          options={[
            ['true', t('yes')],
            ['false', t('no')],
          ]}
          minWidth={140}
          onChange={(value) => set({ [flag]: value })}
        />
      ))}
      <TextFilter label={t('sellers.search')} value={filters.q} onChange={(q) => set({ q })} />
    </Stack>
  );
}

/** One seller: account, company, admission status, flags, listings, document and the admission buttons. */
function SellerRow({
  seller,
  busy,
  onConfirm,
  onRefuse,
}: {
  seller: StaffSeller;
  busy: { flags: boolean; admission: boolean };
  onConfirm(confirmation: Confirmation): void;
  onRefuse(): void;
}) {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  return (
    <TableRow hover data-testid={`seller-${seller.userId}`}>
      <TableCell>
        {seller.name} ({seller.userId})
        <br />
        <small>
          {t(seller.userFlag === USER_FLAGS.dealer ? 'sellers.dealer' : 'sellers.seller')} · {seller.email} ·{' '}
          {formatDateTime(seller.createdAt, tag)}
        </small>
      </TableCell>
      <TableCell>
        {seller.companyName ?? '–'}
        {seller.businessNumber ? ` (${seller.businessNumber})` : ''}
      </TableCell>
      <TableCell>
        <Chip size="small" color={STATUS_COLORS[seller.status]} label={t(`sellers.${seller.status}`)} />
        {seller.renewedAt ? (
          <small>
            {' '}
            {t('sellers.renewed', {
              date: formatDateTime(seller.renewedAt, tag),
              reason: seller.refuseReason ?? '',
            })}
          </small>
        ) : (
          seller.refuseReason && <small> {seller.refuseReason}</small>
        )}
      </TableCell>
      {(['partners', 'secret'] as const).map((flag) => (
        <TableCell key={flag}>
          <Switch
            checked={seller[flag]}
            disabled={busy.flags}
            slotProps={{ input: { 'aria-label': `${t(`sellers.${flag}`)} ${seller.userId}` } }}
            onChange={(_, checked) => onConfirm({ kind: 'flag', seller, flag, value: checked })}
          />
        </TableCell>
      ))}
      <TableCell>
        {seller.itemCount > 0 ? (
          <Link component={RouterLink} to={`${ROUTES.adminItems}?sellerNo=${seller.userNo}`}>
            {t('sellers.itemCount', { count: seller.itemCount })}
          </Link>
        ) : (
          t('sellers.itemCount', { count: 0 })
        )}
      </TableCell>
      <TableCell>
        {seller.hasDocument ? (
          <Link href={`/api/staff/sellers/${seller.userNo}/document`} target="_blank" rel="noopener">
            {t('sellers.viewDocument')}
          </Link>
        ) : (
          '–'
        )}
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          {seller.status !== 'approved' && (
            <Button
              size="small"
              variant="contained"
              color="success"
              disabled={busy.admission}
              onClick={() => onConfirm({ kind: 'approve', seller })}
            >
              {t('sellers.approve')}
            </Button>
          )}
          {seller.status !== 'refused' && (
            <Button size="small" variant="outlined" color="error" onClick={onRefuse}>
              {t('sellers.refuse')}
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/** Sellers and dealers: those waiting for admission come first; approve or refuse, flags, items and document. */
export function SellersPage() {
  const { t } = useTranslation('admin');
  const [filters, set] = useListParams(FILTERS);
  const sellers = useSellers(filters);
  const actions = useSellerActions();
  const [refusing, setRefusing] = useState<StaffSeller | null>(null);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const error = actions.admission.error ?? actions.flags.error ?? sellers.error;

  return (
    <>
      <SectionTitle>{t('sellers.title')}</SectionTitle>
      <SellerFilters filters={filters} set={set} />
      <ErrorAlert error={error} />
      <TableContainer component={Paper}>
        <Table size="small" aria-label={t('sellers.title')}>
          <HeaderRow
            labels={[
              'sellers.account',
              'sellers.company',
              'sellers.status',
              'sellers.partners',
              'sellers.secret',
              'sellers.items',
              'sellers.document',
              'sellers.admission',
            ]}
          />
          <TableBody>
            {sellers.data?.list.map((seller) => (
              <SellerRow
                key={seller.userNo}
                seller={seller}
                busy={{ flags: actions.flags.isPending, admission: actions.admission.isPending }}
                onConfirm={setConfirming}
                onRefuse={() => setRefusing(seller)}
              />
            ))}
          </TableBody>
        </Table>
        <Pager
          total={sellers.data?.total ?? 0}
          page={Number(filters.page)}
          size={Number(filters.size)}
          onPage={(page) => set({ page })}
          onSize={(size) => set({ size })}
        />
      </TableContainer>
      {confirming && (
        <SellerConfirmation
          confirmation={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            const { userNo } = confirming.seller;
            if (confirming.kind === 'approve') actions.admission.mutate({ userNo, body: { decision: 'approve' } });
            else actions.flags.mutate({ userNo, flags: { [confirming.flag]: confirming.value } });
          }}
        />
      )}
      {refusing && <RefuseDialog seller={refusing} onClose={() => setRefusing(null)} />}
    </>
  );
}

/** Refuses a seller's admission with a reason (the seller is told it). */
function RefuseDialog({ seller, onClose }: { seller: StaffSeller; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { admission } = useSellerActions();
  const { control, handleSubmit, setError } = useForm({
    defaultValues: { decision: 'refuse' as const, reason: '' },
    resolver: schemaResolver(admissionBodySchema),
  });
  return (
    <FormDialog
      title={t('sellers.refuseTitle', { name: seller.companyName ?? seller.name })}
      pending={admission.isPending}
      submitLabel={t('sellers.refuse')}
      onClose={onClose}
      onSubmit={handleSubmit(({ reason }) =>
        admission.mutate(
          { userNo: seller.userNo, body: { decision: 'refuse', reason: reason.trim() } },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={admission.error} />
      <FormTextField control={control} name="reason" required autoFocus label={t('reason')} multiline minRows={2} />
    </FormDialog>
  );
}
