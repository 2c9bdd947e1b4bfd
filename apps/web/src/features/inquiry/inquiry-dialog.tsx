import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { INQUIRY_CODE, ROUTES, type Consignee, type DetailResponse } from '@market/domain';
import { fieldErrors, type FieldErrors } from '../../lib/field-errors.ts';
import { HttpError } from '../../lib/http.ts';
import { useLanguageCode } from '../../lib/use-language-code.ts';
import { useConsignees, useCountries, useDefaultConsignee, usePorts, useSaveInquiry, useVessels } from './api.ts';
import {
  confirmSchema,
  consigneeValues,
  editConsignee,
  EMPTY_CONSIGNEE,
  listAsOpened,
  selectConsignee,
  type ConsigneeValues,
} from './consignee-rules.ts';
import { ConsigneeListDialog, ConsigneeStep } from './consignee-step.tsx';
import { FinishStep } from './finish-step.tsx';
import type { InquiryFlow } from './inquiry-flow.ts';
import {
  changeCountry,
  changePort,
  changeVessel,
  initialSelection,
  priceBreakdown,
  selectedVessel,
  vesselChoices,
} from './terms-rules.ts';
import { TermsStep } from './terms-step.tsx';
import { DuplicateInquiryDialog, InquiryNoticeBar, useInquiryNotice } from './save-feedback.tsx';

/** The spec's alert bar time-out. */

/** The purchase inquiry dialog of spec section 2: terms, consignee confirmation, finish. */
export function InquiryDialog({ flow }: { flow: InquiryFlow }) {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const navigate = useNavigate();
  const { t } = useTranslation('inquiry');
  const close = () => {
    if (flow.requestClose() === 'back') {
      // Close on the finish step goes back one page; with nothing to go back to in this app, home.
      const historyIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      flow.allowNextLeave();
      if (historyIndex > 0) void navigate(-1);
      else void navigate(ROUTES.home);
    }
  };
  return (
    <Dialog
      open={flow.dialogView}
      onClose={close}
      fullScreen={mobile}
      fullWidth
      maxWidth={false}
      aria-labelledby="inquiry-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: mobile ? undefined : 1280 } } }}
    >
      <DialogTitle id="inquiry-dialog-title" sx={{ paddingInlineEnd: 7 }}>
        {flow.isFinish ? t('dialog.titleFinish') : t('dialog.titleTerms')}
        <IconButton
          aria-label={t('dialog.close')}
          onClick={close}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {flow.detail && <InquiryContent key={flow.session} flow={flow} detail={flow.detail} />}
    </Dialog>
  );
}

function InquiryContent({ flow, detail }: { flow: InquiryFlow; detail: DetailResponse }) {
  const { t } = useTranslation('inquiry');
  const language = useLanguageCode();
  const navigate = useNavigate();
  const itemNo = detail.item.itemNo;

  // Terms: opening starts from the user's country, its first port and the second entry of the vessel list.
  const [selection, setSelection] = useState(() => initialSelection(detail));
  const countries = useCountries(detail.countryList).data ?? [];
  const ports = usePorts(selection.countryNo, detail.portList).data ?? [];
  const vesselQuery = useVessels(selection.portNo, itemNo);
  const choices = vesselChoices(selection.portNo === null ? [] : (vesselQuery.data ?? []));
  const vessel = selectedVessel(selection, choices);
  const price = priceBreakdown(detail.item.sellPrice ?? 0, vessel);

  // Consignee: the default is fetched on mount and preselected on the choice tab; without one, the new tab.
  const defaultQuery = useDefaultConsignee(true);
  const defaultConsignee =
    defaultQuery.data && defaultQuery.data.count > 0 ? (defaultQuery.data as Consignee & { count: number }) : null;
  const [tabChoice, setTab] = useState<0 | 1 | null>(null);
  const tab: 0 | 1 = tabChoice ?? (defaultConsignee ? 0 : 1);
  const [chosen, setChosen] = useState<Consignee | null>(null);
  const saved = chosen ?? defaultConsignee;
  const [fresh, setFresh] = useState<ConsigneeValues>(EMPTY_CONSIGNEE);
  const [sameAddress, setSameAddress] = useState(false);
  const [contents, setContents] = useState<string | null>(null);
  const requirement = contents ?? (tab === 0 ? (saved?.requirement ?? '') : '');
  const values = tab === 0 && saved ? consigneeValues(saved) : fresh;
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const errors: FieldErrors = showErrors
    ? { ...fieldErrors(confirmSchema, { ...values, contents: requirement }), ...serverErrors }
    : serverErrors;
  const formRef = useRef<HTMLElement>(null);

  const listQuery = useConsignees(flow.selectConsigneeInfoDialog);
  const [marked, setMarked] = useState<Consignee[] | null>(null);
  const listShown = marked ?? listAsOpened(listQuery.data ?? [], tab, tab === 0 ? (saved?.uciNo ?? null) : null);

  const notice = useInquiryNotice(defaultQuery.isSuccess && !defaultConsignee && flow.step === 'confirm');
  const [duplicateAsk, setDuplicateAsk] = useState(false);
  const save = useSaveInquiry();

  const invalid = showErrors && Object.keys(errors).length > 0;
  const canContinue = selection.countryNo !== null && selection.portNo !== null;

  const submit = () => {
    const found = fieldErrors(confirmSchema, { ...values, contents: requirement });
    if (Object.keys(found).length > 0) {
      setShowErrors(true);
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    save.mutate(
      {
        selectCountry: selection.countryNo!,
        selectPort: selection.portNo!,
        ...values,
        contents: requirement,
        itemList: [
          {
            itemNo,
            smvpNo: vessel.smvpNo,
            terms: vessel.terms,
            price: price.totalPrice ?? price.price,
            askFlag: price.freightFee === null,
          },
        ],
      },
      {
        onSuccess: ({ ilNo }) => flow.finish(ilNo),
        onError: (error) => {
          const body = error instanceof HttpError ? error.body : undefined;
          if (body?.codeNumber === INQUIRY_CODE.duplicate) setDuplicateAsk(true);
          else if (body?.codeNumber === INQUIRY_CODE.notForSale) notice.show('notForSale');
          else if (body?.fields) {
            setServerErrors(body.fields);
            formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          } else {
            // Other save errors are logged (spec section 8); the alert bar says it did not go through.
            console.error('Inquiry save failed', error);
            notice.show('failed');
          }
        },
      },
    );
  };

  const editField = (field: keyof ConsigneeValues, value: string) => {
    setServerErrors({});
    const next = editConsignee(fresh, sameAddress, field, value);
    setFresh(next.values);
    setSameAddress(next.sameAddress);
  };

  const pick = (consignee: Consignee) => {
    setMarked(selectConsignee(listShown, consignee.uciNo));
    if (tab === 0) setChosen(consignee);
    else {
      setFresh(consigneeValues(consignee));
      setSameAddress(consignee.userConsigneeAddress === consignee.userDocumentAddress);
    }
    setServerErrors({});
    flow.setConsigneeList(false);
  };

  const stepIndex = flow.step === 'terms' ? 0 : flow.step === 'confirm' ? 1 : 2;

  return (
    <>
      <DialogContent dividers>
        <Stepper activeStep={stepIndex} aria-label={t('dialog.steps')} sx={{ mb: 3 }}>
          {(['stepTerms', 'stepConsignee', 'stepFinish'] as const).map((key) => (
            <Step key={key}>
              <StepLabel>{t(`dialog.${key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {flow.step === 'terms' && (
          <TermsStep
            detail={detail}
            language={language}
            countries={countries}
            ports={ports}
            vessels={choices}
            vesselsLoading={vesselQuery.isFetching}
            countryNo={selection.countryNo}
            portNo={selection.portNo}
            vessel={vessel}
            price={price}
            onCountry={(countryNo) => setSelection(changeCountry(countryNo))}
            onPort={(portNo) => setSelection((s) => changePort(s, portNo))}
            onVessel={(smvpNo) => setSelection((s) => changeVessel(s, smvpNo))}
          />
        )}
        {flow.step === 'confirm' && (
          <ConsigneeStep
            ref={formRef}
            hasDefault={Boolean(defaultConsignee)}
            tab={tab}
            values={values}
            sameAddress={sameAddress}
            contents={requirement}
            errors={errors}
            onTab={(next) => {
              setTab(next);
              setMarked(null);
              setServerErrors({});
            }}
            onField={editField}
            onSameAddress={(checked) => {
              setSameAddress(checked);
              if (checked) setFresh((v) => ({ ...v, userDocumentAddress: v.userConsigneeAddress }));
            }}
            onContents={(value) => {
              setServerErrors({});
              setContents(value);
            }}
            onOpenList={() => {
              setMarked(null);
              flow.setConsigneeList(true);
            }}
          />
        )}
        {flow.step === 'finish' && flow.ilNo !== null && (
          <FinishStep
            ilNo={flow.ilNo}
            onGo={(to) => {
              flow.allowNextLeave();
              void navigate(to);
            }}
          />
        )}
      </DialogContent>
      {flow.step !== 'finish' && (
        <DialogActions sx={{ px: 3, py: 2 }}>
          {flow.step === 'terms' ? (
            <Button variant="contained" size="large" disabled={!canContinue} onClick={flow.toConfirm}>
              {t('dialog.fastInquiry')}
            </Button>
          ) : (
            <Button
              variant="contained"
              size="large"
              disabled={invalid || save.isPending}
              onClick={submit}
              startIcon={save.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            >
              {t('dialog.inquiry')}
            </Button>
          )}
        </DialogActions>
      )}

      <ConsigneeListDialog
        open={flow.selectConsigneeInfoDialog}
        list={listShown}
        defaultUciNo={defaultConsignee?.uciNo ?? null}
        loading={listQuery.isPending}
        onSelect={pick}
        onClose={() => flow.setConsigneeList(false)}
      />

      <Dialog
        open={flow.closeAlert}
        onClose={() => flow.setCloseAlert(false)}
        role="alertdialog"
        aria-labelledby="inquiry-close-title"
        aria-describedby="inquiry-close-text"
        slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      >
        <DialogTitle id="inquiry-close-title">{t('closeAlert.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="inquiry-close-text">{t('closeAlert.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => flow.setCloseAlert(false)} autoFocus>
            {t('closeAlert.cancel')}
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              setShowErrors(false);
              flow.toTerms();
            }}
          >
            {t('closeAlert.exit')}
          </Button>
        </DialogActions>
      </Dialog>

      <DuplicateInquiryDialog
        open={duplicateAsk}
        onClose={() => setDuplicateAsk(false)}
        onGoToList={() => {
          setDuplicateAsk(false);
          flow.hide();
          flow.allowNextLeave();
          void navigate(ROUTES.inquiryList);
        }}
      />

      <InquiryNoticeBar notice={notice} />
    </>
  );
}
