// Mounted once in the app shell, so PRODUCT §4 holds on every screen: a back-office moderation notification with
// payload true grants the cabinet ability at once, wherever the user is.
import { useCabinetModeration } from '../hooks/use-cabinet-moderation.ts';

export function CabinetModerationListener() {
  useCabinetModeration();
  return null;
}
