import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useRef, useState } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { useNavigate } from 'react-router';
import { countryIn, ROUTES, withOfferedPrice, type DetailResponse } from '@market/domain';
import { useImportVerdict, verdictRoute } from '../../components/import-verdict.tsx';
import { useAgreedPrice } from '../../lib/price-offers.ts';
import { useCountries, usePorts, useVessels } from './api.ts';
import { ConsigneeListDialog, ConsigneeStep } from './consignee-step.tsx';
import { FinishStep } from './finish-step.tsx';
import type { InquiryFlow } from './inquiry-flow.ts';
import {
  changeCountry,
  changePort,
  changeVessel,
  initialSelection,
  offerPrice,
  selectedVessel,
  vesselChoices,
} from './terms-rules.ts';
import { itemList } from './purchase-rules.ts';
import { TermsStep } from './terms-step.tsx';
import { TermsSummary } from './terms-summary.tsx';
import {
  DuplicateInquiryDialog,
  InquiryNoticeBar,
  LeaveDialog,
  SendButton,
  useInquiryNotice,
  useSendInquiry,
} from './save-feedback.tsx';
import { useConsigneeForm } from './use-consignee-form.ts';

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
  const language = useLanguage().code;
  const navigate = useNavigate();
  const itemNo = detail.item.itemNo;

  // Terms: opening starts from the user's country, its first port and the second entry of the vessel list.
  const [selection, setSelection] = useState(() => initialSelection(detail));
  const countries = useCountries(detail.countryList).data ?? [];
  const portQuery = usePorts(selection.countryNo, detail.portList);
  const ports = portQuery.data ?? [];
  const noPorts = selection.countryNo !== null && portQuery.isSuccess && ports.length === 0;
  const vesselQuery = useVessels(selection.portNo, itemNo);
  const choices = vesselChoices(selection.portNo === null ? [] : (vesselQuery.data ?? []));
  const vessel = selectedVessel(selection, choices);
  const agreedPrice = useAgreedPrice(itemNo);
  // The buyer's accepted price offer, while it holds, is their price for this listing (the server quotes it too).
  const price = withOfferedPrice(offerPrice(detail.item, vessel), agreedPrice);
  // A destination that refuses the vehicle needs the buyer's acknowledgement, given for that country only.
  const country = countryIn(countries, { countryNo: selection.countryNo });
  const countryCode = country?.countryCode ?? null;
  const importRefused =
    useImportVerdict(itemNo, countryCode, verdictRoute(selection.portNo, vessel.vessel)).data?.result.verdict ===
    'notAllowed';
  const [acknowledgedFor, setAcknowledgedFor] = useState<number | null>(null);
  const importAcknowledged = acknowledgedFor !== null && acknowledgedFor === selection.countryNo;

  const formRef = useRef<HTMLElement>(null);
  const consignee = useConsigneeForm({
    listOpen: flow.selectConsigneeInfoDialog,
    setListOpen: flow.setConsigneeList,
    formRef,
  });

  const notice = useInquiryNotice(consignee.noDefault && flow.step === 'confirm');
  const save = useSendInquiry({ consignee, notice, onSent: flow.finish });

  const canContinue =
    selection.countryNo !== null && selection.portNo !== null && (!importRefused || importAcknowledged);

  const submit = () =>
    consignee.submit(() =>
      save.send({
        selectCountry: selection.countryNo!,
        selectPort: selection.portNo!,
        ...consignee.body,
        itemList: itemList([{ itemNo, vessel, price }]),
        importAcknowledged,
      }),
    );

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
            noPorts={noPorts}
            vessels={choices}
            vesselsLoading={vesselQuery.isFetching}
            countryNo={selection.countryNo}
            portNo={selection.portNo}
            vessel={vessel}
            price={price}
            agreedPrice={agreedPrice}
            onCountry={(countryNo) => setSelection(changeCountry(countryNo))}
            onPort={(portNo) => setSelection((s) => changePort(s, portNo))}
            onVessel={(smvpNo) => setSelection((s) => changeVessel(s, smvpNo))}
            importAcknowledged={importAcknowledged}
            onImportAcknowledged={(acknowledged) => setAcknowledgedFor(acknowledged ? selection.countryNo : null)}
          />
        )}
        {flow.step === 'confirm' && (
          <ConsigneeStep
            ref={formRef}
            {...consignee.step}
            summary={
              <TermsSummary
                language={language}
                country={country}
                port={ports.find((port) => port.portNo === selection.portNo)}
                vessel={vessel}
                price={price}
              />
            }
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
            <>
              {/* Back keeps the consignee as entered: the form's state lives above the steps. */}
              <Button size="large" onClick={flow.toTerms} disabled={save.pending} sx={{ marginInlineEnd: 'auto' }}>
                {t('dialog.back')}
              </Button>
              <SendButton invalid={consignee.invalid} pending={save.pending} onClick={submit}>
                {t('dialog.inquiry')}
              </SendButton>
            </>
          )}
        </DialogActions>
      )}

      <ConsigneeListDialog {...consignee.list} />

      <LeaveDialog
        open={flow.closeAlert}
        id="inquiry-close"
        title={t('closeAlert.title')}
        text={t('closeAlert.message')}
        stayLabel={t('closeAlert.cancel')}
        leaveLabel={t('closeAlert.exit')}
        onStay={() => flow.setCloseAlert(false)}
        onLeave={() => {
          consignee.hideErrors();
          flow.toTerms();
        }}
      />

      <DuplicateInquiryDialog
        open={save.duplicateAsk}
        onClose={save.closeDuplicate}
        onGoToList={() => {
          save.closeDuplicate();
          flow.hide();
          flow.allowNextLeave();
          void navigate(ROUTES.inquiryList);
        }}
      />

      <InquiryNoticeBar notice={notice} />
    </>
  );
}
