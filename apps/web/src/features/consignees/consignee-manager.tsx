import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { CONSIGNEE_FLAG, type Consignee, type ConsigneeInput, type CurrentUser } from '@market/domain';
import { HttpError } from '../../lib/http.ts';
import { useReplaceConsignees, useUserConsignees } from './api.ts';
import { ConsigneeDialog } from './consignee-dialog.tsx';

/** My Page's consignees: the default and the saved ones; add, edit, delete and choose the default. */
export function ConsigneeManager({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['account', 'errors']);
  const [editing, setEditing] = useState<Consignee | 'new' | null>(null);
  const list = useUserConsignees(user.userNo);
  const save = useReplaceConsignees(user.userNo, () => setEditing(null));
  const consignees = list.data ?? [];

  /** The whole list with one entry changed, added or removed; a new default takes the flag from the others. */
  const saveWith = (change: { put?: ConsigneeInput; remove?: number; makeDefault?: number }) => {
    let next: ConsigneeInput[] = consignees.filter((c) => c.uciNo !== change.remove);
    if (change.put) {
      const put = change.put;
      next = put.uciNo === undefined ? [...next, put] : next.map((c) => (c.uciNo === put.uciNo ? put : c));
    }
    const defaultNo =
      change.makeDefault ?? (change.put?.flag === CONSIGNEE_FLAG.default ? (change.put.uciNo ?? -1) : undefined);
    if (defaultNo !== undefined) {
      next = next.map((c) => ({
        ...c,
        flag: (c.uciNo ?? -1) === defaultNo ? CONSIGNEE_FLAG.default : CONSIGNEE_FLAG.saved,
      }));
    }
    save.mutate(next);
  };

  const saveError = save.error instanceof HttpError ? save.error.body?.message : undefined;

  return (
    <Paper component="section" aria-labelledby="consignees" variant="outlined" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography id="consignees" component="h2" variant="h5">
          {t('consignee.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('consignee.add')}
        </Button>
      </Stack>
      {list.isSuccess && consignees.length === 0 && <Alert severity="info">{t('consignee.empty')}</Alert>}
      {saveError && !editing && <Alert severity="error">{saveError}</Alert>}
      <Stack spacing={2}>
        {consignees.map((consignee) => {
          const title = t(consignee.flag === CONSIGNEE_FLAG.default ? 'consignee.default' : 'consignee.saved');
          return (
            <Card
              key={consignee.uciNo}
              variant="outlined"
              component="article"
              aria-label={`${title}: ${consignee.userConsigneeName}`}
            >
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Chip
                    size="small"
                    color={consignee.flag === CONSIGNEE_FLAG.default ? 'primary' : 'default'}
                    label={title}
                  />
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {consignee.userConsigneeName}
                  </Typography>
                </Stack>
                <Typography variant="body2">
                  {consignee.userName} · {consignee.userPhone} · {consignee.userEmail}
                </Typography>
                <Typography variant="body2">
                  {t('fields.userConsigneeAddress')}: {consignee.userConsigneeAddress}
                </Typography>
                <Typography variant="body2">
                  {t('fields.userDocumentAddress')}: {consignee.userDocumentAddress}
                </Typography>
              </CardContent>
              <CardActions>
                <Button size="small" onClick={() => setEditing(consignee)}>
                  {t('consignee.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => saveWith({ remove: consignee.uciNo })}>
                  {t('consignee.delete')}
                </Button>
                {consignee.flag !== CONSIGNEE_FLAG.default && (
                  <Button size="small" onClick={() => saveWith({ makeDefault: consignee.uciNo })}>
                    {t('consignee.makeDefault')}
                  </Button>
                )}
              </CardActions>
            </Card>
          );
        })}
      </Stack>
      {editing && (
        <ConsigneeDialog
          initial={editing === 'new' ? null : editing}
          pending={save.isPending}
          error={saveError}
          onCancel={() => {
            setEditing(null);
            save.reset();
          }}
          onSave={(put) => saveWith({ put })}
        />
      )}
    </Paper>
  );
}
