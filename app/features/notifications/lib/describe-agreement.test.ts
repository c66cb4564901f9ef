import { describe, expect, it } from 'vitest';
import { describeAgreement } from './describe-agreement.ts';

const notice = (side?: 'agent' | 'builder') => ({
  type: 'AgreementSigned',
  data: {
    payload: {
      bookingId: 7,
      dealId: null,
      objectTitle: 'ЖК «Бриз»',
      unitNumber: '45',
      buyerName: 'Анна Смирнова',
      signedAt: '2026-12-01T10:00:00Z',
      side,
    },
  },
});

describe('[agreements] the signed agreement’s notice', () => {
  it('[agreements] names the buyer, unit and complex and opens the side’s bookings', () => {
    expect(describeAgreement(notice('builder'))).toEqual({
      text: 'Договор бронирования подписан: Анна Смирнова — ЖК «Бриз», № 45',
      tone: 'success',
      link: { to: '/builder_cabinet/bookings', label: 'Открыть брони' },
    });
    expect(describeAgreement(notice('agent'))?.link).toEqual({ to: '/cabinet/bookings', label: 'Мои брони' });
  });

  it('[agreements] leaves other notices alone', () => {
    expect(describeAgreement({ type: 'FixationExpired', data: { payload: {} } })).toBeNull();
  });
});
