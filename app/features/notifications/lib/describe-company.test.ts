import { describe, expect, it } from 'vitest';
import { describeNotification } from './describe.ts';

const notice = (type: string, payload: object) => ({ type, data: { payload } });

describe('[companies] joining a company in the bell', () => {
  it('[companies] the new member reads where they are and where their work is', () => {
    expect(
      describeNotification(
        notice('CompanyJoined', {
          companyId: 3,
          companyName: 'ГК «Ривьера»',
          kind: 'builder',
          role: 'manager',
        }),
      ),
    ).toEqual({
      text: 'Вы стали сотрудником компании «ГК «Ривьера»». Её объекты — в разделе «Мои объекты».',
      tone: 'success',
      link: { to: '/builder_cabinet', label: 'Мои объекты' },
    });
    expect(
      describeNotification(notice('CompanyJoined', { companyId: 4, companyName: 'Бриз', kind: 'agency' }))
        .link,
    ).toEqual({ to: '/cabinet/company', label: 'Открыть компанию' });
  });

  it('[companies] the inviter reads who came, by name or phone, and opens the company', () => {
    const named = describeNotification(
      notice('CompanyInviteAccepted', {
        companyId: 4,
        companyName: 'Бриз',
        phone: '+79991234567',
        name: 'Ольга',
      }),
    );
    expect(named.text).toBe('Приглашение принято: Ольга теперь в компании «Бриз».');
    expect(named.link).toEqual({ to: '/cabinet/company?company=4', label: 'Открыть компанию' });
    const unnamed = describeNotification(
      notice('CompanyInviteAccepted', {
        companyId: 4,
        companyName: 'Бриз',
        phone: '+79991234567',
        name: null,
      }),
    );
    expect(unnamed.text).toBe('Приглашение принято: +7(999)123-45-67 теперь в компании «Бриз».');
  });
});
