import { useEffect, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import { InquiryDialog } from '../features/inquiry/inquiry-dialog.tsx';
import { useInquiryFlow } from '../features/inquiry/inquiry-flow.ts';
import { leaveDecision } from '../features/inquiry/leave-rules.ts';
import { CarDetailScreen } from './car-detail-screen.tsx';

/**
 * The car detail route with the inquiry dialog: the page opens the dialog through onInquire, and navigation away
 * follows the spec's rules while the dialog is open or finished (features/inquiry/leave-rules.ts).
 */
export function CarDetailRoute() {
  const flow = useInquiryFlow();
  const navigate = useNavigate();
  const [salesView, setSalesView] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    if (flow.consumeLeaveAllowance()) return false;
    return leaveDecision({ ...flow, salesView }, nextLocation).kind !== 'allow';
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const decision = leaveDecision({ ...flow, salesView }, blocker.location);
    blocker.reset();
    if (decision.kind === 'redirect') void navigate(decision.to);
    else if (decision.kind === 'stay') {
      // Answering a blocked navigation is an event the router reports through its state, not derivable state.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (decision.effect === 'closeSalesView') setSalesView(false);
      else if (decision.effect === 'closeConsigneeList') flow.setConsigneeList(false);
      else if (decision.effect === 'raiseCloseAlert') flow.setCloseAlert(true);
      else if (decision.effect === 'closeDialog') flow.hide();
    }
  }, [blocker, flow, navigate, salesView]);

  return (
    <>
      <CarDetailScreen onInquire={flow.open} salesOpen={salesView} onSalesOpenChange={setSalesView} />
      <InquiryDialog flow={flow} />
    </>
  );
}
