// A handset, in the line style of components/ui/icons.tsx.
import { icon } from '#app/components/ui/icon.tsx';

export const PhoneIcon = icon(
  <path d="M6.5 3.5h3l1.5 4-2 1.3a11 11 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 4.5 5.5a2 2 0 0 1 2-2z" />,
);
