import { ROUTES } from '@market/domain';
import type { InquiryFlowState } from './inquiry-flow.ts';

export type LeaveDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | {
      kind: 'stay';
      /** What staying does instead of leaving. */
      effect: 'none' | 'closeSalesView' | 'closeConsigneeList' | 'raiseCloseAlert' | 'closeDialog';
    };

const INQUIRY_PAGES = [/^\/users\/inquiry\/list\/?$/, /^\/users\/inquiry\/detail\/[0-9]+\/?$/];

/**
 * The spec's rules for leaving the detail page (section 4, "Leaving the detail page"), in this order: the inquiry
 * list and detail are always allowed (the finish step's shortcuts lead there); once finished, only home; an open sales
 * view is closed; an open dialog past the terms closes its consignee list or raises the close alert; on the terms it
 * closes; going back (or forward) to item upload goes to /item/list and to item update (the upload form with an
 * itemNo) to /item/management. An explicit Add Item click opens the form (product decision, docs/decisions/0081).
 */
export function leaveDecision(
  state: InquiryFlowState & { salesView?: boolean },
  to: { pathname: string; search?: string; back?: boolean },
): LeaveDecision {
  if (INQUIRY_PAGES.some((page) => page.test(to.pathname))) return { kind: 'allow' };
  if (state.isFinish && state.dialogView) {
    return to.pathname === ROUTES.home ? { kind: 'allow' } : { kind: 'stay', effect: 'none' };
  }
  if (state.salesView) return { kind: 'stay', effect: 'closeSalesView' };
  if (state.dialogView && !state.editTerms) {
    return { kind: 'stay', effect: state.selectConsigneeInfoDialog ? 'closeConsigneeList' : 'raiseCloseAlert' };
  }
  if (state.dialogView) return { kind: 'stay', effect: 'closeDialog' };
  if (to.back && (to.pathname === ROUTES.itemUpload || to.pathname === `${ROUTES.itemUpload}/`)) {
    const update = new URLSearchParams(to.search ?? '').has('itemNo');
    return { kind: 'redirect', to: update ? ROUTES.itemManagement : ROUTES.itemList };
  }
  return { kind: 'allow' };
}
