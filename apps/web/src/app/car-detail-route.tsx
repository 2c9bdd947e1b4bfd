import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { useInquiryFlow } from '../features/inquiry/inquiry-flow.ts';
import { leaveDecision, type LeaveDecision } from '../features/inquiry/leave-rules.ts';
import { whenAddressRestored } from '../lib/blocked-navigation.ts';
import { lazyWithMui } from '../lib/lazy.ts';
import { MountOnFirstUse } from '../lib/mount-on-first-use.tsx';
import { CarDetailScreen } from './car-detail-screen.tsx';

const InquiryDialog = lazyWithMui(() => import('../features/inquiry/inquiry-dialog.tsx'), 'InquiryDialog');

/**
 * The car detail route with the inquiry dialog: the page opens the dialog through onInquire, and navigation away
 * follows the spec's rules while the dialog is open or finished (features/inquiry/leave-rules.ts).
 */
export function CarDetailRoute() {
  const flow = useInquiryFlow();
  const navigate = useNavigate();
  const [salesView, setSalesView] = useState(false);
  // The decision taken when the navigation was blocked: only then is it known whether it went back (POP).
  const blocked = useRef<LeaveDecision>({ kind: 'allow' });
  const blocker = useBlocker(({ currentLocation, nextLocation, historyAction }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    if (flow.consumeLeaveAllowance()) return false;
    blocked.current = leaveDecision({ ...flow, salesView }, { ...nextLocation, back: historyAction === 'POP' });
    return blocked.current.kind !== 'allow';
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const decision = blocked.current;
    blocker.reset();
    // Redirects answer only a back or forward navigation, so they wait for the router to restore the address.
    if (decision.kind === 'redirect') whenAddressRestored(() => void navigate(decision.to));
    else if (decision.kind === 'stay') {
      if (decision.effect === 'closeSalesView') setSalesView(false);
      else if (decision.effect === 'closeConsigneeList') flow.setConsigneeList(false);
      else if (decision.effect === 'raiseCloseAlert') flow.setCloseAlert(true);
      else if (decision.effect === 'closeDialog') flow.hide();
    }
  }, [blocker, flow, navigate]);

  return (
    <>
      <CarDetailScreen onInquire={flow.open} salesOpen={salesView} onSalesOpenChange={setSalesView} />
      <MountOnFirstUse active={flow.dialogView}>
        <InquiryDialog flow={flow} />
      </MountOnFirstUse>
    </>
  );
}
