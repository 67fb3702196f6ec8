import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { appMessages } from '../lib/appMessages';

export interface DialogProps {
  readonly open: boolean;
  onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  /** Read out with the title; shown under it unless `hideDescription`. */
  readonly description?: ReactNode;
  readonly hideDescription?: boolean;
  readonly wide?: boolean;
  readonly children: ReactNode;
  /** Where focus goes when the dialog opens (the first field, say); by default the first focusable element. */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * A modal dialog: focus kept inside, Escape and the close button close it, the title and description
 * named for screen readers. The backdrop is a plain element rather than Radix's Overlay, whose scroll
 * lock injects a <style> element that the app's Content-Security-Policy (style-src 'self') blocks;
 * styles.css locks the page's scroll while a backdrop is shown.
 */
export function Dialog({ open, onOpenChange, title, description, hideDescription, wide, children, onOpenAutoFocus }: DialogProps) {
  const t = appMessages.useMessages();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <div className="dialog-overlay" />
        <RadixDialog.Content
          className={wide ? 'dialog dialog--wide' : 'dialog'}
          {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description className={hideDescription ? 'sr-only' : 'dialog__description'}>{description}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close className="icon-button dialog__close" aria-label={t('app.close')}>
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button that closes the dialog it sits in. */
export const DialogClose = RadixDialog.Close;
