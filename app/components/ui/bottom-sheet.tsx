// A sheet that slides up from the bottom of a phone screen (a centred panel on wide screens).
import { Overlay, type OverlayProps } from './overlay.tsx';

export type BottomSheetProps = OverlayProps;

export function BottomSheet(props: BottomSheetProps) {
  return <Overlay variant="sheet" {...props} />;
}
