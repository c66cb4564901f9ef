// A form's footer: a ghost cancel, then the submit button (spinning while the form sends). The row's layout is the
// shared buttons row unless the caller names its own.
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import layout from '#app/styles/layout.module.css';

export function FormActions({
  cancel,
  onCancel,
  submit,
  pending,
  danger,
  className = layout.buttons,
}: {
  cancel: string;
  onCancel: () => void;
  submit: ReactNode;
  pending?: boolean;
  /** The submit refuses something (a red button). */
  danger?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button variant="ghost" onClick={onCancel}>
        {cancel}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : undefined} loading={pending}>
        {submit}
      </Button>
    </div>
  );
}
