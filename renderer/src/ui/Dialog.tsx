import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Buttons shown at the bottom of the dialog. */
  footer?: ReactNode;
  testId?: string;
};

/** The app's one dialog: Radix gives focus trap, Escape, outside-click and aria wiring. */
export function Dialog({ open, onOpenChange, title, description, children, footer, testId }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className="dialog"
          data-testid={testId}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-header">
            <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="icon-button dialog-close" aria-label="Close">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className="dialog-description">{description}</RadixDialog.Description> : null}
          <div className="dialog-body">{children}</div>
          {footer ? <div className="dialog-footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
