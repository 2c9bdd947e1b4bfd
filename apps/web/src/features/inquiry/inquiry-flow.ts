import { useCallback, useMemo, useRef, useState } from 'react';
import type { DetailResponse } from '@market/domain';

type InquiryStep = 'terms' | 'confirm' | 'finish';

/** The spec's flow state variables (section 4, "Inquiry flow states"). */
export interface InquiryFlowState {
  dialogView: boolean;
  editTerms: boolean;
  isFinish: boolean;
  selectConsigneeInfoDialog: boolean;
  closeAlert: boolean;
}

export interface InquiryFlow extends InquiryFlowState {
  detail: DetailResponse | null;
  step: InquiryStep;
  ilNo: number | null;
  /** Changes on every opening: the dialog's content remounts, so opening resets everything. */
  session: number;
  open(detail: DetailResponse): void;
  /** The close button or Escape: closes on terms, asks on confirm, and on finish says the page should go back. */
  requestClose(): 'closed' | 'alert' | 'back';
  toConfirm(): void;
  toTerms(): void;
  finish(ilNo: number): void;
  setConsigneeList(open: boolean): void;
  setCloseAlert(open: boolean): void;
  /** The next navigation is the dialog's own (Close on finish, the shortcuts): let it through once. */
  allowNextLeave(): void;
  consumeLeaveAllowance(): boolean;
  hide(): void;
}

/** The state of the inquiry dialog, held by the screen that shows it so that navigation can consult it. */
export function useInquiryFlow(): InquiryFlow {
  const [detail, setDetail] = useState<DetailResponse | null>(null);
  const [dialogView, setDialogView] = useState(false);
  const [step, setStep] = useState<InquiryStep>('terms');
  const [ilNo, setIlNo] = useState<number | null>(null);
  const [session, setSession] = useState(0);
  const [selectConsigneeInfoDialog, setConsigneeList] = useState(false);
  const [closeAlert, setCloseAlert] = useState(false);
  const leaveAllowed = useRef(false);

  const open = useCallback((next: DetailResponse) => {
    setDetail(next);
    setStep('terms');
    setIlNo(null);
    setConsigneeList(false);
    setCloseAlert(false);
    setSession((n) => n + 1);
    setDialogView(true);
  }, []);

  const hide = useCallback(() => {
    setDialogView(false);
    setConsigneeList(false);
    setCloseAlert(false);
  }, []);

  const requestClose = useCallback((): 'closed' | 'alert' | 'back' => {
    if (step === 'finish') return 'back';
    if (step === 'confirm') {
      setCloseAlert(true);
      return 'alert';
    }
    hide();
    return 'closed';
  }, [step, hide]);

  return useMemo(
    () => ({
      detail,
      step,
      ilNo,
      session,
      dialogView,
      editTerms: step === 'terms',
      isFinish: step === 'finish',
      selectConsigneeInfoDialog,
      closeAlert,
      open,
      requestClose,
      toConfirm: () => setStep('confirm'),
      toTerms: () => {
        setCloseAlert(false);
        setConsigneeList(false);
        setStep('terms');
      },
      finish: (number: number) => {
        setIlNo(number);
        setStep('finish');
      },
      setConsigneeList,
      setCloseAlert,
      allowNextLeave: () => {
        leaveAllowed.current = true;
      },
      consumeLeaveAllowance: () => {
        const allowed = leaveAllowed.current;
        leaveAllowed.current = false;
        return allowed;
      },
      hide,
    }),
    [detail, step, ilNo, session, dialogView, selectConsigneeInfoDialog, closeAlert, open, requestClose, hide],
  );
}
