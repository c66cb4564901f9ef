// A centred dialog; `fullSize` takes the whole phone screen. Fades and slides in and out.
import { Overlay, type OverlayProps } from './overlay.tsx';

export type ModalProps = OverlayProps;

export function Modal(props: ModalProps) {
  return <Overlay variant="modal" {...props} />;
}
