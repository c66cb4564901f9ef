// The map toggle's icon, on the 24 px grid of app/components/ui/icons.tsx.
import { icon } from '#app/components/ui/icon.tsx';

export const MapPinIcon = icon(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.4" />
  </>,
);
