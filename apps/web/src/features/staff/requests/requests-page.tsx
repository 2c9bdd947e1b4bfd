import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import {
  isOverdue,
  REQUEST_KINDS,
  REQUEST_REPLY_HOURS,
  REQUEST_REPLY_MAX,
  requestReplyBodySchema,
  type StaffRequest,
} from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { RequestDetails, requestNumber } from '../../../components/ui/request-details.tsx';
import { requestImageUrl, useRequestReply, useRequests } from '../shared/api.ts';
import { FormDialog } from '../shared/form-dialog.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorAlert, formatAge, Pager, SectionTitle, SelectFilter, WaitingChips } from '../shared/console-parts.tsx';
import { useListParams } from '../shared/use-filter-params.ts';

/**
 * Custom car and quotation requests (docs/decisions/0075): unanswered first, each with what the buyer asked, their
 * pictures, and a reply the buyer sees on their list and gets by mail.
 */
export function RequestsPage() {
  const { t } = useTranslation('admin');
  const [params, set] = useListParams(['kind', 'status']);
  const requests = useRequests(params);
  const [replying, setReplying] = useState<StaffRequest | null>(null);

  return (
    <>
      <SectionTitle>{t('requests.title')}</SectionTitle>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }} role="search" aria-label={t('requests.filters')}>
        <SelectFilter
          label={t('requests.kind')}
          value={params.kind}
          options={REQUEST_KINDS.map((kind) => [kind, t(`requests.kinds.${kind}`)] as const)}
          minWidth={200}
          onChange={(kind) => set({ kind })}
        />
        <SelectFilter
          label={t('requests.status')}
          value={params.status}
          options={[
            ['open', t('requests.open')],
            ['answered', t('requests.answered')],
          ]}
          minWidth={200}
          onChange={(status) => set({ status })}
        />
      </Stack>
      <ErrorAlert error={requests.error} />
      {requests.data?.list.length === 0 && <Typography role="status">{t('requests.empty')}</Typography>}
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('requests.title')}>
        {requests.data?.list.map((request) => (
          <RequestCard key={request.ccsNo} request={request} onReply={() => setReplying(request)} />
        ))}
      </Stack>
      {requests.data && (
        <Pager
          total={requests.data.total}
          page={params.page}
          size={params.size}
          onPage={(page) => set({ page })}
          onSize={(size) => set({ size })}
        />
      )}
      {replying && <ReplyDialog request={replying} onClose={() => setReplying(null)} />}
    </>
  );
}

function RequestCard({ request, onReply }: { request: StaffRequest; onReply(): void }) {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const number = requestNumber(request);
  return (
    <Card component="li" variant="outlined" aria-label={number}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h6" component="h2">
            <bdi>{number}</bdi>
          </Typography>
          <Chip size="small" label={t(`requests.kinds.${request.kind}`)} />
          <Chip
            size="small"
            color={request.reply ? 'success' : 'warning'}
            label={t(request.reply ? 'requests.answered' : 'requests.open')}
          />
          {!request.reply && (
            <WaitingChips
              age={formatAge(request.createdAt, tag)}
              overdue={isOverdue(request.createdAt, REQUEST_REPLY_HOURS)}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(request.createdAt, tag)} · {t('requests.buyer')}:{' '}
            <bdi>
              {request.buyer.name} ({request.buyer.userId}, {request.buyer.email})
            </bdi>
          </Typography>
        </Stack>
        <RequestDetails request={request} />
        {request.images > 0 && (
          <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} aria-label={t('requests.images')}>
            {Array.from({ length: request.images }, (_, index) => (
              <Link key={index} href={requestImageUrl(request.ccsNo, index)} target="_blank" rel="noopener">
                <img
                  src={requestImageUrl(request.ccsNo, index, true)}
                  alt={t('requests.image', { number: index + 1 })}
                  width={120}
                  loading="lazy"
                />
              </Link>
            ))}
          </Stack>
        )}
        {request.repliedAt && (
          <Typography variant="caption" color="text.secondary" component="p">
            {t('requests.repliedBy', {
              user: request.repliedBy ?? '–',
              at: formatDateTime(request.repliedAt, tag),
            })}
          </Typography>
        )}
        <Button variant="contained" size="small" sx={{ mt: 1 }} onClick={onReply}>
          {t(request.reply ? 'requests.editReply' : 'requests.reply')}
        </Button>
      </CardContent>
    </Card>
  );
}

function ReplyDialog({ request, onClose }: { request: StaffRequest; onClose(): void }) {
  const { t } = useTranslation('admin');
  const reply = useRequestReply();
  const { control, handleSubmit, setError } = useForm({
    defaultValues: { reply: request.reply ?? '' },
    resolver: schemaResolver(requestReplyBodySchema),
  });
  return (
    <FormDialog
      title={t('requests.replyTo', { number: requestNumber(request) })}
      pending={reply.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        reply.mutate(
          { ccsNo: request.ccsNo, reply: values.reply.trim() },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={reply.error} />
      <FormTextField
        control={control}
        name="reply"
        label={t('requests.replyLabel')}
        multiline
        minRows={4}
        required
        helperText={t('requests.replyHint')}
        slotProps={{ htmlInput: { maxLength: REQUEST_REPLY_MAX } }}
      />
    </FormDialog>
  );
}
