// Line icons on a 24 px grid, drawn with currentColor so they take the colour of the text around them.
import { icon } from './icon.tsx';

export type { IconProps } from './icon.tsx';

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const ChevronLeftIcon = icon(<path d="M15 5l-7 7 7 7" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ChevronRightIcon = icon(<path d="M9 5l7 7-7 7" />);
export const HomeIcon = icon(
  <path d="M4 10.5L12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" />,
);
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8.5" r="3.8" />
    <path d="M4.5 20c.9-3.6 3.9-5.6 7.5-5.6s6.6 2 7.5 5.6" />
  </>,
);
export const FolderIcon = icon(
  <path d="M3.5 7.5a2 2 0 0 1 2-2h4l2 2.2h7a2 2 0 0 1 2 2V17a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2z" />,
);
export const ListIcon = icon(
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <path d="M8 9h8M8 12.5h8M8 16h5" />
  </>,
);
export const ArchiveIcon = icon(
  <>
    <rect x="3.5" y="4.5" width="17" height="4" rx="1.2" />
    <path d="M5 8.5V18a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 18V8.5M10 12.5h4" />
  </>,
);
export const HeartIcon = icon(
  <path d="M12 19.5s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7a4.3 4.3 0 0 1 7.5 2.5c0 5.6-7.5 10-7.5 10z" />,
);
export const SlidersIcon = icon(
  <>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </>,
);
export const ChatIcon = icon(
  <path d="M5 18.5l-1 2.8 3.6-1.4A8.5 8.5 0 1 0 4 13.2a8.4 8.4 0 0 0 1 4z M8.5 11.5h.01M12 11.5h.01M15.5 11.5h.01" />,
);
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />);
export const BuildingIcon = icon(
  <>
    <path d="M4.5 20V5.5A1.5 1.5 0 0 1 6 4h7a1.5 1.5 0 0 1 1.5 1.5V20M14.5 10H18a1.5 1.5 0 0 1 1.5 1.5V20M3 20h18" />
    <path d="M8 8h3M8 11.5h3M8 15h3" />
  </>,
);
export const LogoutIcon = icon(
  <path d="M14 4.5h3.5A1.5 1.5 0 0 1 19 6v12a1.5 1.5 0 0 1-1.5 1.5H14M10 8l-4 4 4 4M6 12h9" />,
);
export const MailIcon = icon(
  <>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="M4 7l8 6 8-6" />
  </>,
);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M8.3 12.3l2.6 2.6 4.9-5" />
  </>,
);
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.8v5M12 16.2h.01" />
  </>,
);
export const ClockIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const LockIcon = icon(
  <>
    <rect x="5" y="10.5" width="14" height="9.5" rx="2" />
    <path d="M8 10.5V8a4 4 0 0 1 8 0v2.5" />
  </>,
);
export const CalendarIcon = icon(
  <>
    <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
    <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
  </>,
);
export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4 4" />
  </>,
);
export const ExternalIcon = icon(
  <path d="M13.5 4.5h6v6M19.5 4.5L11 13M17 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-10A1.5 1.5 0 0 1 4 18.5v-10A1.5 1.5 0 0 1 5.5 7H10" />,
);
export const ShieldIcon = icon(
  <path d="M12 3.5l7 2.8v5.2c0 4.3-3 7.7-7 9-4-1.3-7-4.7-7-9V6.3z M9 12l2.2 2.2L15.5 10" />,
);
export const BellIcon = icon(
  <>
    <path d="M18 9.5a6 6 0 0 0-12 0c0 6.5-2.5 8-2.5 8h17S18 16 18 9.5z" />
    <path d="M10.2 20.5a2 2 0 0 0 3.6 0" />
  </>,
);
export const CompareIcon = icon(
  <>
    <rect x="3.5" y="5" width="7" height="14" rx="1.5" />
    <rect x="13.5" y="5" width="7" height="14" rx="1.5" />
    <path d="M6 9h2M6 12h2M16 9h2M16 12h2" />
  </>,
);
export const PhoneIcon = icon(
  <path d="M6.6 3.5h2.6l1.3 4-2 1.3a11 11 0 0 0 6.7 6.7l1.3-2 4 1.3v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />,
);
export const DownloadIcon = icon(<path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />);
/** «Рынок»: a rising line over bars. */
export const MarketIcon = icon(<path d="M4 20h16M7 16v-3m5 3v-6m5 6V8M5 11l5-4 4 3 5-5" />);
export const ChartIcon = icon(<path d="M4 19.5h16M6.5 16v-5M11 16V7M15.5 16v-7M20 16V5" />);
