import { describe, expect, it } from 'vitest';
import { Role } from './enums.ts';
import { canManage, grantableRoles } from './moderation-rules.ts';

describe('[moderation] what the screen offers', () => {
  const moder = { id: 1, group: Role.moder };
  const admin = { id: 2, group: Role.admin };

  it('[moderation] a moderator manages users and agents but not staff or themselves', () => {
    expect(canManage(moder, { id: 5, group: Role.user })).toBe(true);
    expect(canManage(moder, { id: 5, group: Role.disabled })).toBe(true);
    expect(canManage(moder, { id: 6, group: Role.admin })).toBe(false);
    expect(canManage(moder, moder)).toBe(false);
    expect(canManage(admin, { id: 6, group: Role.moder })).toBe(true);
    // A banned moderator is still staff.
    expect(canManage(moder, { id: 7, group: Role.disabled, groupBeforeBan: Role.moder })).toBe(false);
    expect(canManage(moder, { id: 7, group: Role.disabled, groupBeforeBan: Role.agent })).toBe(true);
    expect(canManage(admin, { id: 7, group: Role.disabled, groupBeforeBan: Role.admin })).toBe(true);
  });

  it('[moderation] only admins give staff roles; the ban is not a role in the list', () => {
    expect(grantableRoles(moder).map((o) => o.value)).toEqual([Role.user, Role.agent]);
    expect(grantableRoles(admin).map((o) => o.value)).toEqual([
      Role.user,
      Role.agent,
      Role.moder,
      Role.admin,
    ]);
  });
});
