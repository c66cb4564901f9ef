// Where each notification type may go besides the bell (issue 26): the channels, the defaults, and the one Russian
// line with its screen that Telegram and web push carry (the bell's own wording lives in app/features/notifications).
import { NotificationType, type TNotificationType } from './enums.ts';
import { formatPrice } from './format.ts';
import { channelTexts } from './texts/notification-channels.ts';
import { notificationTexts } from './texts/notifications.ts';

export const NOTIFICATION_CHANNELS = ['bell', 'telegram', 'push', 'email'] as const;
export type TNotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type TChannelChoice = Record<TNotificationChannel, boolean>;

type Group = keyof typeof channelTexts.groups;
const T = NotificationType;

/** Every type the matrix shows, in its group, in the order shown. */
export const CHANNEL_GROUPS: readonly { group: Group; types: readonly TNotificationType[] }[] = [
  {
    group: 'bookings',
    types: [
      T.bookingRequested,
      T.bookingAssigned,
      T.bookingEscalated,
      T.bookingConfirmed,
      T.bookingDeclined,
      T.bookingExpiring,
      T.bookingExpired,
      T.bookingCancelled,
      T.bookingClosed,
      T.agreementSigned,
    ],
  },
  {
    group: 'fixations',
    types: [
      T.fixationRequested,
      T.fixationExtendRequested,
      T.fixationAccepted,
      T.fixationRejected,
      T.fixationExtendRefused,
      T.fixationExtended,
      T.fixationExpiring,
      T.fixationExpired,
    ],
  },
  { group: 'deals', types: [T.dealOpened, T.dealStage, T.dealDocument, T.dealStalled, T.dealCancelled] },
  {
    group: 'commissions',
    types: [
      T.commissionAccrued,
      T.commissionReconcile,
      T.commissionApproved,
      T.commissionPaid,
      T.commissionDisputed,
    ],
  },
  { group: 'queue', types: [T.queueTurn, T.queuePassed] },
  { group: 'collections', types: [T.snapshotOpened, T.snapshotReaction] },
  { group: 'filters', types: [T.filterMatch] },
  {
    group: 'offers',
    types: [T.offerOutdated, T.offerArchived, T.offerDisabled, T.paymentConfirmed],
  },
  { group: 'objects', types: [T.progressReport, T.importFailed] },
  {
    group: 'account',
    types: [
      T.builderCabinetModeration,
      T.inviteAccepted,
      T.companyJoined,
      T.companyInviteAccepted,
      T.webhookDisabled,
      T.crmBroken,
    ],
  },
];

export const CHANNEL_TYPES: readonly TNotificationType[] = CHANNEL_GROUPS.flatMap((g) => g.types);

/** Types that go to Telegram and push by default once they are linked: a client, a unit or money waits on them. */
const IMPORTANT = new Set<string>([
  T.bookingRequested,
  T.bookingAssigned,
  T.bookingEscalated,
  T.bookingConfirmed,
  T.bookingDeclined,
  T.bookingExpiring,
  T.agreementSigned,
  T.fixationRequested,
  T.fixationExtendRequested,
  T.fixationAccepted,
  T.fixationRejected,
  T.fixationExpiring,
  T.dealOpened,
  T.dealStage,
  T.dealStalled,
  T.dealCancelled,
  T.commissionReconcile,
  T.commissionPaid,
  T.commissionDisputed,
  T.queueTurn,
  T.snapshotOpened,
  T.snapshotReaction,
  T.webhookDisabled,
  T.crmBroken,
  T.progressReport,
  T.importFailed,
]);

export function defaultChoice(type: string): TChannelChoice {
  const important = IMPORTANT.has(type);
  return { bell: true, telegram: important, push: important, email: false };
}

export interface TChannelLine {
  text: string;
  /** The screen the bell's link opens, from the site's root. */
  path: string;
}

/** Who reads it: their own id, and whether they are an agent (deals and commissions open on their side). */
export interface TLineReader {
  userId: number;
  agent: boolean;
}

type Loose = Record<string, unknown> | null;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const unit = (title: unknown, number: unknown) =>
  [str(title), typeof number === 'string' && number ? `№ ${number}` : ''].filter(Boolean).join(', ');

function subjectAndPath(type: string, p: Loose, reader: TLineReader): { subject: string; path: string } {
  if (type.startsWith('Booking')) {
    const agent = (p?.agent as Loose)?.id;
    const mine = type !== T.bookingAssigned && type !== T.bookingEscalated && agent === reader.userId;
    const client = str((p?.client as Loose)?.name);
    return {
      subject: [unit(p?.objectTitle, (p?.unit as Loose)?.number), client].filter(Boolean).join(' — '),
      path: mine ? '/cabinet/bookings' : '/builder_cabinet/bookings',
    };
  }
  if (type.startsWith('Fixation')) {
    const builder = type === T.fixationRequested || type === T.fixationExtendRequested;
    return {
      subject: [str((p?.client as Loose)?.name), str(p?.objectTitle)].filter(Boolean).join(', '),
      path: builder ? '/builder_cabinet/fixations' : '/cabinet/fixations',
    };
  }
  if (type.startsWith('Deal')) {
    const builder = type === T.dealStalled || !reader.agent;
    const id = num(p?.dealId);
    return {
      subject: unit(p?.objectTitle, p?.unitNumber),
      path: id == null ? '/cabinet' : builder ? `/builder_cabinet/deals/${id}` : `/cabinet/deals/${id}`,
    };
  }
  if (type.startsWith('Commission')) {
    const builder = type === T.commissionReconcile || !reader.agent;
    const amount = num(p?.amount);
    return {
      subject: [unit(p?.objectTitle, p?.unitNumber), amount == null ? '' : formatPrice(amount)]
        .filter(Boolean)
        .join(' — '),
      path: builder ? '/builder_cabinet/commissions' : '/cabinet/commissions',
    };
  }
  if (type === T.agreementSigned) {
    return {
      subject: [unit(p?.objectTitle, p?.unitNumber), str(p?.buyerName)].filter(Boolean).join(' — '),
      path: p?.side === 'builder' ? '/builder_cabinet/bookings' : '/cabinet/bookings',
    };
  }
  if (type.startsWith('Queue')) {
    const section = num(p?.sectionId);
    const cell = num(p?.cellId);
    return {
      subject: unit(p?.objectTitle, p?.unitNumber),
      path: `/realty/${num(p?.objectId) ?? ''}/chess${section == null ? '' : `/${section}`}${cell == null ? '' : `?cell=${cell}`}`,
    };
  }
  if (type.startsWith('Snapshot')) {
    const id = num(p?.collectionId);
    return {
      subject: [str(p?.name), str(p?.itemTitle), str(p?.comment)].filter(Boolean).join(' — '),
      path: id == null ? '/cabinet/collections' : `/cabinet/collections/${id}`,
    };
  }
  if (type === T.filterMatch) {
    const count = num(p?.count);
    return {
      subject: [str(p?.filterName), count == null ? '' : `+${count}`].filter(Boolean).join(' '),
      path: '/feed',
    };
  }
  if (type.startsWith('Offer')) {
    const id = num(p?.offerId);
    return { subject: str(p?.title), path: id == null ? '/cabinet/offers' : `/cabinet/offers/${id}` };
  }
  switch (type) {
    case T.paymentConfirmed:
      return { subject: '', path: '/cabinet/offers/new' };
    case T.builderCabinetModeration:
      return { subject: '', path: '/builder_cabinet' };
    case T.inviteAccepted:
      return { subject: '', path: '/cabinet' };
    case T.companyJoined:
    case T.companyInviteAccepted: {
      const id = num(p?.companyId);
      return {
        subject: str(p?.companyName),
        path: id == null ? '/cabinet/company' : `/cabinet/company?company=${id}`,
      };
    }
    case T.crmBroken: {
      const id = num(p?.companyId);
      return {
        subject: str(p?.reason),
        path: id == null ? '/cabinet/company/integrations' : `/cabinet/company/integrations?company=${id}`,
      };
    }
    case T.webhookDisabled: {
      const id = num(p?.companyId);
      return {
        subject: str(p?.url),
        path: id == null ? '/cabinet/company/integrations' : `/cabinet/company/integrations?company=${id}`,
      };
    }
    case T.progressReport: {
      const id = num(p?.objectId);
      const percent = num(p?.percent);
      const subject = [str(p?.objectTitle), str(p?.building)].filter(Boolean).join(', ');
      return {
        subject: percent == null ? subject : `${subject} — ${percent} %`,
        path: id == null ? '/feed' : `/realty/${id}`,
      };
    }
    case T.importFailed: {
      const id = num(p?.objectId);
      return {
        subject: str(p?.objectTitle),
        path: id == null ? '/builder_cabinet' : `/builder_cabinet/${id}#import`,
      };
    }
    default:
      return { subject: '', path: '/cabinet' };
  }
}

/** «Новая фиксация: Иванов Иван, ЖК «Прибой»» and the screen it opens. */
export function channelLine(type: string, payload: unknown, reader: TLineReader): TChannelLine {
  const p = payload !== null && typeof payload === 'object' ? (payload as Loose) : null;
  const title =
    type === T.builderCabinetModeration && payload === false
      ? notificationTexts.cabinetRejected.replace(/\.$/, '')
      : (channelTexts.types[type] ?? notificationTexts.unknown);
  const { subject, path } = subjectAndPath(type, p, reader);
  return { text: subject ? `${title}: ${subject}` : title, path };
}
