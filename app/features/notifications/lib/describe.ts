// Each notification type in Russian, with where it leads (PRODUCT §3: type is the class name's last segment, the
// details are in data.payload). Unknown types still show, so a newer server never breaks the list.
import { NotificationType } from '#shared/enums.ts';
import { alertFeedQuery, matchItemLine, type TFilterMatchPayload } from '#shared/filter-alerts.ts';
import { countOf, formatPhone } from '#shared/format.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import { fill } from '#shared/texts/ru.ts';
import { filterAlertTexts } from '#shared/texts/filter-alerts.ts';
import { importNotificationTexts, notificationTexts } from '#shared/texts/notifications.ts';
import { paths } from '#app/lib/paths.ts';

const t = notificationTexts;

export type NotificationTone = 'info' | 'success' | 'warning' | 'danger';

export interface NotificationView {
  text: string;
  tone: NotificationTone;
  link: { to: string; label: string } | null;
}

function offerPayload(payload: unknown): { offerId: number; title: string } | null {
  const p = payload as { offerId?: unknown; title?: unknown } | null;
  if (!p || typeof p.offerId !== 'number') return null;
  return { offerId: p.offerId, title: typeof p.title === 'string' ? p.title : '' };
}

/** The offer a notification is about, for OfferOutdated, OfferArchived and OfferDisabled. */
export function offerIdOf(notification: Pick<TNotification, 'type' | 'data'>): number | null {
  const offerTypes: string[] = [
    NotificationType.offerOutdated,
    NotificationType.offerArchived,
    NotificationType.offerDisabled,
  ];
  if (!offerTypes.includes(notification.type)) return null;
  return offerPayload(notification.data?.payload)?.offerId ?? null;
}

export function describeNotification(notification: Pick<TNotification, 'type' | 'data'>): NotificationView {
  const payload = notification.data?.payload;
  switch (notification.type) {
    case NotificationType.offerOutdated:
    case NotificationType.offerArchived:
    case NotificationType.offerDisabled: {
      const offer = offerPayload(payload);
      const template =
        notification.type === NotificationType.offerOutdated
          ? t.offerOutdated
          : notification.type === NotificationType.offerArchived
            ? t.offerArchived
            : t.offerDisabled;
      return {
        text: fill(template, offer?.title ?? ''),
        tone: notification.type === NotificationType.offerDisabled ? 'danger' : 'warning',
        link: offer ? { to: paths.editOffer(offer.offerId), label: t.openOffer } : null,
      };
    }
    case NotificationType.builderCabinetModeration:
      return payload === true
        ? {
            text: t.cabinetGranted,
            tone: 'success',
            link: { to: paths.builderObjects(), label: t.openCabinet },
          }
        : {
            text: t.cabinetRejected,
            tone: 'danger',
            link: { to: paths.builderObjects(), label: t.openRequest },
          };
    case NotificationType.inviteAccepted: {
      const phone = (payload as { phone?: unknown } | null)?.phone;
      return {
        text: fill(t.inviteAccepted, typeof phone === 'string' ? formatPhone(phone) : ''),
        tone: 'success',
        link: { to: paths.cabinet(), label: t.openCabinetHome },
      };
    }
    case NotificationType.paymentConfirmed:
      return {
        text: t.paymentConfirmed,
        tone: 'success',
        link: { to: paths.newOffer(), label: t.placeOffer },
      };
    case NotificationType.filterMatch:
      return describeFilterMatch(payload);
    case NotificationType.companyJoined: {
      const p = payload as { companyId?: unknown; companyName?: unknown; kind?: unknown } | null;
      const name = typeof p?.companyName === 'string' ? p.companyName : '';
      const builder = p?.kind === 'builder';
      return {
        text: fill(builder ? t.companyJoinedBuilder : t.companyJoinedAgency, name),
        tone: 'success',
        link: builder
          ? { to: paths.builderObjects(), label: t.openObjects }
          : { to: paths.company(), label: t.openCompany },
      };
    }
    case NotificationType.companyInviteAccepted: {
      const p = payload as {
        companyId?: unknown;
        companyName?: unknown;
        phone?: unknown;
        name?: unknown;
      } | null;
      const who =
        (typeof p?.name === 'string' && p.name.trim()) ||
        (typeof p?.phone === 'string' ? formatPhone(p.phone) : '');
      return {
        text: fill(t.companyInviteAccepted, who, typeof p?.companyName === 'string' ? p.companyName : ''),
        tone: 'success',
        link: {
          to: paths.company(typeof p?.companyId === 'number' ? { company: p.companyId } : {}),
          label: t.openCompany,
        },
      };
    }
    case NotificationType.crmBroken: {
      const p = payload as { companyId?: unknown; reason?: unknown } | null;
      return {
        text: fill(t.crmBroken, typeof p?.reason === 'string' ? p.reason : ''),
        tone: 'danger',
        link: {
          to: paths.companyIntegrations(typeof p?.companyId === 'number' ? { company: p.companyId } : {}),
          label: t.openIntegrations,
        },
      };
    }
    case NotificationType.webhookDisabled: {
      const p = payload as { companyId?: unknown; url?: unknown } | null;
      return {
        text: fill(t.webhookDisabled, typeof p?.url === 'string' ? p.url : ''),
        tone: 'danger',
        link: {
          to: paths.companyIntegrations(typeof p?.companyId === 'number' ? { company: p.companyId } : {}),
          label: t.openIntegrations,
        },
      };
    }
    case NotificationType.importFailed: {
      const p = payload as { objectId?: unknown; objectTitle?: unknown; reason?: unknown } | null;
      const objectId = typeof p?.objectId === 'number' ? p.objectId : null;
      return {
        text: fill(
          importNotificationTexts.ImportFailed,
          typeof p?.objectTitle === 'string' ? p.objectTitle : '',
          typeof p?.reason === 'string' ? p.reason : '',
        ),
        tone: 'danger',
        link:
          objectId === null
            ? null
            : { to: paths.builderObject(objectId, 'import'), label: importNotificationTexts.open },
      };
    }
    default:
      return { text: t.unknown, tone: 'info', link: null };
  }
}

/** «По фильтру «Двушки»: 3 совпадения. ЖК Прибой, 2-комнатная, … — Цена снижена», leading to the feed. */
function describeFilterMatch(payload: unknown): NotificationView {
  const p = payload as Partial<TFilterMatchPayload> | null;
  if (!p || typeof p.filterId !== 'number' || !Array.isArray(p.items)) {
    return { text: t.unknown, tone: 'info', link: null };
  }
  const f = filterAlertTexts.notification;
  const count = typeof p.count === 'number' ? p.count : p.items.length;
  const first = p.items[0];
  // The number never breaks from its word.
  const text = fill(f.text, p.filterName ?? '', countOf(count, f.matches).replace(' ', '\u00a0'));
  return {
    text: first ? `${text}. ${matchItemLine(first)}` : text,
    tone: p.reason === 'priceCut' ? 'success' : p.reason === 'deadlineMoved' ? 'warning' : 'info',
    link: { to: `${paths.feed()}${alertFeedQuery({ filterId: p.filterId, items: p.items })}`, label: f.open },
  };
}
