import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '#shared/schemas/notification.ts';
import { buildUser } from '#app/test/users.ts';
import { getToasts } from '#app/lib/toast-store.ts';
import { bindNavigator } from './navigation.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { installRealtime } from './realtime.ts';
import { getToken, setToken } from './storage.ts';
import { emitSocket, listenersOf } from '#app/test/socket-stand-in.ts';

vi.mock('./socket.ts', () => import('#app/test/socket-stand-in.ts'));

const navigate = vi.fn();
let uninstall: () => void;
let unbind: () => void;

beforeEach(() => {
  queryClient.clear();
  navigate.mockReset();
  unbind = bindNavigator({ navigate, pathname: () => '/verify-email', isGuarded: () => true });
  uninstall = installRealtime();
});

afterEach(() => {
  uninstall();
  unbind();
});

const notification = (id: number): TNotification => ({
  id,
  type: 'OfferArchived',
  data: { payload: { offerId: 3, title: '2-комн. квартира' } },
  read: false,
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('[realtime] socket events', () => {
  it('VerifyEmailSuccess stores the user and goes to the feed', () => {
    emitSocket('VerifyEmailSuccess', { user: buildUser({ status: 'active', emailVerified: true }) });
    expect(queryClient.getQueryData(queryKeys.user)).toMatchObject({ status: 'active' });
    expect(navigate).toHaveBeenCalledWith('/feed', { replace: true });
  });

  it('a (re)connection reads the user and the notifications pushed while there was no socket', () => {
    queryClient.setQueryData(queryKeys.user, buildUser());
    queryClient.setQueryData(queryKeys.notifications, [notification(1)]);
    emitSocket('connect', null);
    expect(queryClient.getQueryState(queryKeys.user)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.notifications)?.isInvalidated).toBe(true);
  });

  it('UserUpdated marks the user for reloading', () => {
    queryClient.setQueryData(queryKeys.user, buildUser());
    emitSocket('UserUpdated', null);
    expect(queryClient.getQueryState(queryKeys.user)?.isInvalidated).toBe(true);
  });

  it('UserIsBanned drops the token and shows the ban at login', () => {
    setToken('t');
    queryClient.setQueryData(queryKeys.user, buildUser());
    emitSocket('UserIsBanned', {});
    expect(getToken()).toBeNull();
    expect(queryClient.getQueryData(queryKeys.user)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/?banned=1', { replace: true });
  });

  it('Notification goes into the notifications cache, newest first and once', () => {
    emitSocket('Notification', notification(1));
    emitSocket('Notification', notification(2));
    emitSocket('Notification', notification(1));
    const list = queryClient.getQueryData<TNotification[]>(queryKeys.notifications)!;
    expect(list.map((n) => n.id)).toEqual([1, 2]);
  });

  it('InviteAccepted marks the user (who carries the invites) for reloading; other notices do not', () => {
    queryClient.setQueryData(queryKeys.user, buildUser());
    emitSocket('Notification', notification(1));
    expect(queryClient.getQueryState(queryKeys.user)?.isInvalidated).toBe(false);
    emitSocket('Notification', {
      ...notification(2),
      type: 'InviteAccepted',
      data: { payload: { inviteId: 4 } },
    });
    expect(queryClient.getQueryState(queryKeys.user)?.isInvalidated).toBe(true);
  });

  it('Message becomes a toast', () => {
    emitSocket('Message', { text: 'Плановые работы в 23:00' });
    expect(getToasts().map((t) => t.text)).toContain('Плановые работы в 23:00');
  });

  it('NewAppVersion is left to the app-version feature: no second toast from here', () => {
    const before = getToasts().length;
    expect(listenersOf('NewAppVersion')).toBe(0);
    emitSocket('NewAppVersion', { package: 'ru.kvartal.app', version: { code: 2, name: '2.0' } });
    expect(getToasts()).toHaveLength(before);
  });
});
