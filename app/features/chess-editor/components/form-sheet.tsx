// A bottom sheet holding one form: the footer's main button and Enter in a field both submit it, unless `canSubmit`
// says the form is not ready. The editor's unit, row, new-section and add-lines sheets are this shape.
import type { ReactNode } from 'react';
import { BottomSheet } from '#app/components/ui/bottom-sheet.tsx';
import { Button } from '#app/components/ui/button.tsx';
import layout from '#app/styles/layout.module.css';

export function FormSheet({
  title,
  onClose,
  submitLabel,
  onSubmit,
  loading,
  canSubmit = true,
  extraAction,
  children,
}: {
  title: string;
  onClose: () => void;
  submitLabel: string;
  onSubmit: () => void;
  loading?: boolean;
  canSubmit?: boolean;
  /** A second footer button before the main one. */
  extraAction?: ReactNode;
  children: ReactNode;
}) {
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          {extraAction}
          <Button onClick={onSubmit} disabled={!canSubmit} loading={loading}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        className={layout.stack}
        onSubmit={(event) => {
          event.preventDefault();
          if (canSubmit) onSubmit();
        }}
      >
        {children}
      </form>
    </BottomSheet>
  );
}
