import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import {
  CONSIGNEE_FIELD_TYPES,
  CONSIGNEE_FLAG,
  CONSIGNEE_FIELDS,
  type Consignee,
  type ConsigneeField,
  type ConsigneeValues,
} from '@market/domain';
import type { FieldErrors } from 'react-hook-form';
import { errorText } from '../../lib/form.ts';
import type { ConsigneeFormValues } from './consignee-rules.ts';

interface ConsigneeStepProps {
  /** What the buyer chose on the terms step, shown above the consignee (the dialog's). */
  summary?: ReactNode;
  hasDefault: boolean;
  tab: 0 | 1;
  values: ConsigneeValues;
  sameAddress: boolean;
  /** Keep the new consignee in My Page once the inquiry is sent. */
  keepForLater: boolean;
  contents: string;
  errors: FieldErrors<ConsigneeFormValues>;
  onTab(tab: 0 | 1): void;
  onField(field: ConsigneeField, value: string): void;
  onSameAddress(checked: boolean): void;
  onKeepForLater(checked: boolean): void;
  onContents(value: string): void;
  onOpenList(): void;
}

/** Step 2: who receives the vehicle and the documents, from a saved consignee (tab 0) or a new one (tab 1). */
export const ConsigneeStep = forwardRef<HTMLElement, ConsigneeStepProps>(function ConsigneeStep(props, ref) {
  const { t } = useTranslation(['inquiry', 'errors']);
  const { tab, values, errors } = props;
  const readOnly = tab === 0;
  return (
    <Box component="section" ref={ref} aria-labelledby="inquiry-consignee-title" sx={{ scrollMarginTop: 16 }}>
      <Typography id="inquiry-consignee-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('consignee.section')}
      </Typography>
      {props.summary}
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Tabs value={tab} onChange={(_, next: 0 | 1) => props.onTab(next)} aria-label={t('consignee.tabs')}>
          {props.hasDefault && <Tab value={0} label={t('consignee.tabChoice')} />}
          <Tab value={1} label={t('consignee.tabNew')} />
        </Tabs>
        <Button variant="outlined" onClick={props.onOpenList}>
          {tab === 0 ? t('consignee.change') : t('consignee.load')}
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {CONSIGNEE_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`consignee.fields.${field}`)}
            type={CONSIGNEE_FIELD_TYPES[field]}
            required
            value={values[field]}
            onChange={(event) => props.onField(field, event.target.value)}
            error={Boolean(errors[field])}
            helperText={errorText(t, errors[field])}
            multiline={field.endsWith('Address')}
            slotProps={{ htmlInput: { readOnly }, inputLabel: { shrink: true } }}
          />
        ))}
      </Box>
      {!readOnly && (
        <FormControlLabel
          control={
            <Checkbox checked={props.sameAddress} onChange={(event) => props.onSameAddress(event.target.checked)} />
          }
          label={t('consignee.sameAddress')}
        />
      )}
      {!readOnly && (
        <FormControlLabel
          control={
            <Checkbox checked={props.keepForLater} onChange={(event) => props.onKeepForLater(event.target.checked)} />
          }
          label={t('consignee.keepForLater')}
        />
      )}
      <TextField
        label={t('consignee.fields.contents')}
        required
        fullWidth
        multiline
        minRows={3}
        value={props.contents}
        onChange={(event) => props.onContents(event.target.value)}
        error={Boolean(errors.contents)}
        helperText={errorText(t, errors.contents)}
        sx={{ mt: 2 }}
      />
      {Object.keys(errors).length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('errors:field.checkNecessary')}
        </Alert>
      )}
    </Box>
  );
});

/** The consignee list: cards titled default or saved consignee; clicking one selects it. */
export function ConsigneeListDialog({
  open,
  list,
  defaultUciNo,
  loading,
  onSelect,
  onClose,
}: {
  open: boolean;
  /** The list with the selection marked: flag 1 on the selected card, 0 on the others. */
  list: Consignee[];
  /** The user's default consignee, whose card is titled default consignee. */
  defaultUciNo: number | null;
  loading: boolean;
  onSelect(consignee: Consignee): void;
  onClose(): void;
}) {
  const { t } = useTranslation('inquiry');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="consignee-list-title">
      <DialogTitle id="consignee-list-title">{t('consignee.listTitle')}</DialogTitle>
      <DialogContent>
        {loading ? (
          <CircularProgress aria-label={t('terms.loading')} />
        ) : list.length === 0 ? (
          <Typography>{t('consignee.empty')}</Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            {list.map((consignee) => (
              <Box component="li" key={consignee.uciNo}>
                <Card
                  variant="outlined"
                  sx={{
                    borderColor: consignee.flag === CONSIGNEE_FLAG.default ? 'primary.main' : undefined,
                    borderWidth: 2,
                  }}
                >
                  <CardActionArea
                    onClick={() => onSelect(consignee)}
                    aria-pressed={consignee.flag === CONSIGNEE_FLAG.default}
                  >
                    <CardContent>
                      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
                        {consignee.uciNo === defaultUciNo ? t('consignee.defaultCard') : t('consignee.savedCard')}
                      </Typography>
                      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}>
                        {CONSIGNEE_FIELDS.map((field) => (
                          <Box key={field} sx={{ display: 'contents' }}>
                            <Typography component="dt" variant="body2" color="text.secondary">
                              {t(`consignee.fields.${field}`)}
                            </Typography>
                            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                              <bdi>{consignee[field]}</bdi>
                            </Typography>
                          </Box>
                        ))}
                      </Box>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('consignee.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
