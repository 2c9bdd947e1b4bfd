import { lazyWithMui } from '../../lib/lazy.ts';
import { MountOnFirstUse } from '../../lib/mount-on-first-use.tsx';

const AlertDialogBox = lazyWithMui(() => import('./alert-dialog-box.tsx'), 'AlertDialogBox');

export interface AlertDialogProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/**
 * The detail page's alert (a deleted listing, a login needed), loaded on first opening (decision 0171): MUI's dialog
 * and modal stay out of the page's first view. Even open, MUI's dialog renders nothing on the server (its portal
 * mounts in an effect), so hydration matches while its code loads.
 */
export function AlertDialog(props: AlertDialogProps) {
  return (
    <MountOnFirstUse active={props.open}>
      <AlertDialogBox {...props} />
    </MountOnFirstUse>
  );
}
