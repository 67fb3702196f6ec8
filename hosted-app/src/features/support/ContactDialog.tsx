import type { AppDialogProps } from '../../lib/AppDialogsHost';
import { Dialog } from '../../ui/Dialog';

/** Built in this feature work. */
export default function AppDialog({ open, onOpenChange }: AppDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Help and Feedback">
      <p />
    </Dialog>
  );
}
