// Where a modal <dialog> is rendered: on the body, outside any clipping or stacking parent, with its handle given to
// the dialogs opened inside it (use-modal-dialog.ts).
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { DialogParentContext, type DialogParent } from './use-modal-dialog.ts';

export function DialogPortal({ handle, children }: { handle: DialogParent; children: ReactNode }) {
  return createPortal(<DialogParentContext value={handle}>{children}</DialogParentContext>, document.body);
}
