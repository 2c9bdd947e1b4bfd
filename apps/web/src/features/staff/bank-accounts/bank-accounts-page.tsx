import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import {
  bankAccountFieldsSchema,
  formatBankAccount,
  type BankAccount,
  type BankAccountChange,
  type BankAccountChangeBody,
} from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useBankAccountAction, useBankAccounts } from '../shared/api.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorAlert, HeaderRow, SectionTitle } from '../shared/console-parts.tsx';

const FIELDS = ['beneficiary', 'bankName', 'bankAddress', 'swift', 'accountNumber'] as const;
const CURRENCIES = bankAccountFieldsSchema.shape.currency.unwrap().options;

type Proposal = { kind: 'add' } | { kind: 'edit' | 'retire'; account: BankAccount };

/**
 * The beneficiary accounts (docs/decisions/0151): each change is a proposal another staff member approves; until then
 * nothing changes on any invoice, page or mail.
 */
export function BankAccountsPage() {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const accounts = useBankAccounts();
  const action = useBankAccountAction();
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [notice, setNotice] = useState<'sent' | 'approved' | null>(null);
  const me = useCurrentUser()?.userId;
  const data = accounts.data;
  const active = data?.accounts.filter((account) => account.active) ?? [];

  const decide = (change: BankAccountChange, kind: 'approve' | 'reject') =>
    action.mutate(
      { kind, changeNo: change.changeNo },
      { onSuccess: () => setNotice(kind === 'approve' ? 'approved' : null) },
    );

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <SectionTitle>{t('bankAccounts.title')}</SectionTitle>
        <Button variant="contained" onClick={() => setProposal({ kind: 'add' })}>
          {t('bankAccounts.add')}
        </Button>
      </Stack>
      <Alert severity="info" sx={{ my: 1 }}>
        {t('bankAccounts.intro')}
      </Alert>
      {notice && (
        <Alert severity="success" role="status" sx={{ my: 1 }} onClose={() => setNotice(null)}>
          {t(`bankAccounts.${notice}`)}
        </Alert>
      )}
      <ErrorAlert error={accounts.error ?? action.error} />
      {data && active.length === 0 && <Alert severity="warning">{t('bankAccounts.none')}</Alert>}
      <Table size="small" aria-label={t('bankAccounts.title')}>
        <HeaderRow
          labels={[...FIELDS.map((field) => `bankAccounts.field.${field}`), 'bankAccounts.field.currency', '', '']}
        />
        <TableBody>
          {data?.accounts.map((account) => (
            <TableRow key={account.accountNo}>
              {FIELDS.map((field) => (
                <TableCell key={field}>
                  <bdi>{account[field]}</bdi>
                </TableCell>
              ))}
              <TableCell>{account.currency}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={account.active ? 'success' : 'default'}
                  label={t(account.active ? 'bankAccounts.active' : 'bankAccounts.retired')}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {account.active &&
                  (['edit', 'retire'] as const).map((kind) => (
                    <Button
                      key={kind}
                      size="small"
                      color={kind === 'retire' ? 'error' : 'primary'}
                      aria-label={`${t(`bankAccounts.${kind}`)}: ${account.accountNumber}`}
                      onClick={() => setProposal({ kind, account })}
                    >
                      {t(`bankAccounts.${kind}`)}
                    </Button>
                  ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('bankAccounts.changes')}
      </Typography>
      {data?.changes.length === 0 && <Typography color="text.secondary">{t('bankAccounts.noChanges')}</Typography>}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data?.changes.map((change) => {
          const title = `${t(`bankAccounts.kind.${change.kind}`)} #${change.changeNo}`;
          const own = change.proposedBy === me;
          return (
            <Paper component="li" key={change.changeNo} variant="outlined" sx={{ p: 2 }} aria-label={title}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                <Chip
                  size="small"
                  color={change.status === 'pending' ? 'warning' : change.status === 'approved' ? 'success' : 'default'}
                  label={t(`bankAccounts.status.${change.status}`)}
                />
              </Stack>
              {change.before && (
                <Typography variant="body2">
                  {t('bankAccounts.before')}: <bdi>{formatBankAccount(change.before)}</bdi>
                </Typography>
              )}
              {change.account && (
                <Typography variant="body2">
                  {t('bankAccounts.proposed')}: <bdi>{formatBankAccount(change.account)}</bdi>
                </Typography>
              )}
              {change.reason && (
                <Typography variant="body2">
                  {t('reason')}: <bdi>{change.reason}</bdi>
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {t('bankAccounts.proposedBy', {
                  user: change.proposedBy ?? '-',
                  date: formatDateTime(change.proposedAt, tag),
                })}
                {change.decidedAt &&
                  ` · ${t('bankAccounts.decidedBy', { user: change.decidedBy ?? '-', date: formatDateTime(change.decidedAt, tag) })}`}
              </Typography>
              {change.status === 'pending' && (
                <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                  {own ? (
                    <Typography variant="body2" color="warning.main">
                      {t('bankAccounts.ownChange')}
                    </Typography>
                  ) : (
                    <Button variant="contained" disabled={action.isPending} onClick={() => decide(change, 'approve')}>
                      {t('bankAccounts.approve')}
                    </Button>
                  )}
                  <Button color="error" disabled={action.isPending} onClick={() => decide(change, 'reject')}>
                    {t(own ? 'bankAccounts.withdraw' : 'bankAccounts.reject')}
                  </Button>
                </Stack>
              )}
            </Paper>
          );
        })}
      </Stack>
      {proposal && (
        <ProposalDialog
          proposal={proposal}
          onClose={() => setProposal(null)}
          onSent={() => {
            setProposal(null);
            setNotice('sent');
          }}
        />
      )}
    </>
  );
}

function ProposalDialog({ proposal, onClose, onSent }: { proposal: Proposal; onClose(): void; onSent(): void }) {
  const { t } = useTranslation('admin');
  const action = useBankAccountAction();
  const start: Record<string, string> =
    proposal.kind === 'add'
      ? { currency: 'USD' }
      : Object.fromEntries([...FIELDS, 'currency' as const].map((name) => [name, proposal.account[name]]));
  const retiring = proposal.kind === 'retire';
  const { control, handleSubmit, setError } = useForm<Record<string, string>>({
    defaultValues: { ...Object.fromEntries(FIELDS.map((field) => [field, ''])), ...start, reason: '' },
    // A retirement names the account only; the reason is the server's to check.
    resolver: retiring ? undefined : schemaResolver(bankAccountFieldsSchema),
  });

  const submit = handleSubmit((draft) => {
    const reason = draft.reason ?? '';
    let body: BankAccountChangeBody;
    if (proposal.kind === 'retire') body = { kind: 'retire', accountNo: proposal.account.accountNo, reason };
    else {
      const account = bankAccountFieldsSchema.parse(draft);
      body =
        proposal.kind === 'add'
          ? { kind: 'add', account, reason }
          : { kind: 'edit', accountNo: proposal.account.accountNo, account, reason };
    }
    action.mutate(
      { kind: 'propose', body },
      {
        onSuccess: onSent,
        onError: (failure) => showServerErrors(failure, setError, (path) => path.replace(/^account\./, '')),
      },
    );
  });
  const field = (name: string, required: boolean) => (
    <FormTextField
      key={name}
      control={control}
      name={name}
      size="small"
      required={required}
      label={t(`bankAccounts.field.${name}`)}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );

  return (
    <FormDialog
      title={
        proposal.kind === 'add'
          ? t('bankAccounts.add')
          : `${t(`bankAccounts.${proposal.kind}`)}: ${proposal.account.accountNumber}`
      }
      pending={action.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <ErrorAlert error={action.error} />
      {retiring && (
        <Typography>
          <bdi>{formatBankAccount((proposal as { account: BankAccount }).account)}</bdi>
        </Typography>
      )}
      {!retiring && FIELDS.map((name) => field(name, name !== 'bankAddress'))}
      {!retiring && (
        <FormTextField
          control={control}
          name="currency"
          select
          size="small"
          label={t('bankAccounts.field.currency')}
          slotProps={{ select: { native: true } }}
        >
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </FormTextField>
      )}
      {field('reason', false)}
    </FormDialog>
  );
}
