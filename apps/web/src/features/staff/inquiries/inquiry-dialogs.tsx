import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import {
  answerBodySchema,
  DEFAULT_DEPOSIT_DAYS,
  depositBodySchema,
  invoiceBodySchema,
  formatBankAccount,
  depositDayAt,
  depositDeadlineOf,
  type StaffInquiryDetail,
} from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useBankAccounts, type InquiryStep } from '../shared/api.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';

export interface DialogProps {
  pending: boolean;
  onClose(): void;
  /** Sends the step; `onError` is told of a failed call (to put the server's messages on the fields). */
  onSend(action: InquiryStep, onError?: (failure: unknown) => void): void;
}

const digits = (typed: string) => typed.replace(/[^0-9]/g, '');
/** A typed amount as the body holds it: none while empty. */
const amountOf = (typed: string) => (typed === '' ? undefined : Number(typed));

export function AnswerDialog({ detail, ...props }: DialogProps & { detail: StaffInquiryDetail }) {
  const { t } = useTranslation('admin');
  const first = detail.items[0];
  const { control, handleSubmit, setError } = useForm({
    defaultValues: {
      finalPrice: String(detail.items.reduce((sum, item) => sum + (item.totalPrice ?? item.itemPrice), 0)),
      terms: first?.terms ? `${first.terms} ${detail.engPortName}` : '',
      remarks: '',
    },
    resolver: schemaResolver(answerBodySchema, (values: { finalPrice: string; terms: string; remarks: string }) => ({
      ...values,
      finalPrice: amountOf(values.finalPrice),
    })),
  });
  return (
    <FormDialog
      title={t('detail.answer')}
      pending={props.pending}
      onClose={props.onClose}
      onSubmit={handleSubmit(({ finalPrice, terms, remarks }) =>
        props.onSend({ step: 'answer', body: { finalPrice: Number(finalPrice), terms, remarks } }, (failure) =>
          showServerErrors(failure, setError),
        ),
      )}
    >
      <FormTextField
        control={control}
        name="finalPrice"
        required
        label={t('detail.finalPrice')}
        transform={digits}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField control={control} name="terms" required label={t('detail.terms')} />
      <FormTextField control={control} name="remarks" label={t('detail.remarks')} multiline minRows={3} />
    </FormDialog>
  );
}

interface InvoiceValues {
  amount: string;
  bankAccountNo: string;
  deadline: string;
}

/** The invoice form as the body: the chosen account and deadline, or none for the server's defaults. */
const invoiceBodyOf = ({ amount, bankAccountNo, deadline }: InvoiceValues) => ({
  amount: amountOf(amount),
  ...(bankAccountNo ? { bankAccountNo: Number(bankAccountNo) } : {}),
  ...(deadline ? { depositDeadline: depositDeadlineOf(deadline) } : {}),
});

export function InvoiceDialog({ detail, ...props }: DialogProps & { detail: StaffInquiryDetail }) {
  const { t } = useTranslation('admin');
  const [today] = useState(() => depositDayAt(new Date()));
  const [defaultValues] = useState<InvoiceValues>(() => ({
    amount: String(detail.answer?.finalPrice ?? ''),
    bankAccountNo: '',
    deadline: depositDayAt(new Date(Date.now() + DEFAULT_DEPOSIT_DAYS * 86_400_000)),
  }));
  const accounts = useBankAccounts().data?.accounts.filter((account) => account.active) ?? [];
  const { control, handleSubmit, setError } = useForm<InvoiceValues>({
    defaultValues,
    // The amount is required here, though the server would take the answered price; its own rule says "Required field"
    // (`.required()` would say "not valid": zod's nonoptional message is not one of the domain's).
    resolver: schemaResolver(
      invoiceBodySchema.extend({ amount: invoiceBodySchema.shape.amount.unwrap() }),
      invoiceBodyOf,
    ),
  });
  return (
    <FormDialog
      title={t(detail.invoice ? 'detail.reissueInvoice' : 'detail.issueInvoice')}
      pending={props.pending}
      onClose={props.onClose}
      onSubmit={handleSubmit((values) =>
        props.onSend({ step: 'invoice', body: invoiceBodyOf(values) }, (failure) =>
          showServerErrors(failure, setError, (path) => (path === 'depositDeadline' ? 'deadline' : path)),
        ),
      )}
    >
      <FormTextField
        control={control}
        name="amount"
        required
        label={t('detail.amount')}
        transform={digits}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField
        control={control}
        name="bankAccountNo"
        select
        label={t('bankAccounts.invoiceAccount')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('bankAccounts.firstActive')}</option>
        {accounts.map((account) => (
          <option key={account.accountNo} value={account.accountNo}>
            {formatBankAccount(account)}
          </option>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="deadline"
        type="date"
        label={t('detail.deadline')}
        helperText={t('detail.deadlineHelp')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
    </FormDialog>
  );
}

export function RejectDialog(props: DialogProps) {
  const { t } = useTranslation('admin');
  const { control, handleSubmit, setError } = useForm({
    defaultValues: { decision: 'reject' as const, reason: '' },
    resolver: schemaResolver(depositBodySchema),
  });
  return (
    <FormDialog
      title={t('detail.rejectReceipt')}
      pending={props.pending}
      onClose={props.onClose}
      onSubmit={handleSubmit((body) =>
        props.onSend({ step: 'deposit', body }, (failure) => showServerErrors(failure, setError)),
      )}
    >
      <FormTextField control={control} name="reason" required label={t('reason')} multiline minRows={2} />
    </FormDialog>
  );
}
