import { describe, expect, it } from 'vitest';
import { CHANNEL_TYPES, channelLine, defaultChoice } from './notification-channels.ts';
import { NotificationType } from './enums.ts';
import { channelTexts } from './texts/notification-channels.ts';

const agent = { userId: 7, agent: true };
const builder = { userId: 9, agent: false };

describe('[channels] lines and defaults', () => {
  it('names every notification type the bell knows, in Russian', () => {
    expect([...CHANNEL_TYPES].sort()).toEqual(Object.values(NotificationType).sort());
    for (const type of CHANNEL_TYPES) expect(channelTexts.types[type]).toMatch(/[а-яё]/i);
  });

  it('turns Telegram and push on by default only for the important types', () => {
    expect(defaultChoice('BookingRequested')).toEqual({
      bell: true,
      telegram: true,
      push: true,
      email: false,
    });
    expect(defaultChoice('OfferArchived')).toEqual({
      bell: true,
      telegram: false,
      push: false,
      email: false,
    });
  });

  it('opens a deal on the reader’s side', () => {
    const deal = {
      dealId: 12,
      objectTitle: 'ЖК «Прибой»',
      unitNumber: '45',
      stage: 'ddu',
      buyerName: 'Иван',
      by: null,
    };
    expect(channelLine('DealStage', deal, agent)).toEqual({
      text: 'Сделка сменила этап: ЖК «Прибой», № 45',
      path: '/cabinet/deals/12',
    });
    expect(channelLine('DealStage', deal, builder).path).toBe('/builder_cabinet/deals/12');
  });

  it('shows the commission in roubles and a booking of the agent on their own list', () => {
    const line = channelLine(
      'CommissionPaid',
      { objectTitle: 'ЖК «Бриз»', unitNumber: null, amount: 150000, dealId: 1 },
      agent,
    );
    expect(line.text).toMatch(/^Вознаграждение выплачено: ЖК «Бриз» — 150\s000\s₽$/);
    expect(line.path).toBe('/cabinet/commissions');
    const booking = {
      objectTitle: 'ЖК «Бриз»',
      unit: { number: '3' },
      client: { name: 'Анна' },
      agent: { id: 7 },
    };
    expect(channelLine('BookingConfirmed', booking, agent)).toEqual({
      text: 'Бронь подтверждена: ЖК «Бриз», № 3 — Анна',
      path: '/cabinet/bookings',
    });
  });

  it('survives a payload it does not know', () => {
    expect(channelLine('Whatever', null, agent)).toEqual({ text: 'Новое уведомление', path: '/cabinet' });
    expect(channelLine('BuilderCabinetModeration', false, builder).text).toBe(
      'Заявка на доступ к кабинету застройщика отклонена',
    );
  });
});
