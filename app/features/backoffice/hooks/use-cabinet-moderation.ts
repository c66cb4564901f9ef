// PRODUCT §4: a BuilderCabinetModeration notification with payload true grants the cabinet ability. The running app
// takes it at once (the screen turns into the cabinet without a reload); false shows the request as rejected.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Ability, NotificationType } from '#shared/enums.ts';
import { PrivateEvent } from '#shared/realtime.ts';
import type { TNotification } from '#shared/schemas/notification.ts';
import type { TUser } from '#shared/schemas/user.ts';
import { cabinetModerationToasts } from '#shared/texts/backoffice-menu.ts';
import { toast } from '#app/lib/toast-store.ts';
import { queryKeys } from '#app/lib/query-keys.ts';
import { onSocketEvent } from '#app/lib/socket.ts';
import { refetchUser } from '#app/lib/user.ts';
import { joinKeys } from '#app/resources/backoffice-join.ts';

/** The user with the cabinet ability added (once). */
export function withCabinet(user: TUser): TUser {
  return user.abilities.includes(Ability.cabinet)
    ? user
    : { ...user, abilities: [...user.abilities, Ability.cabinet] };
}

export function useCabinetModeration(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onSocketEvent(PrivateEvent.Notification, (payload) => {
        const item = payload as TNotification | null;
        if (item?.type !== NotificationType.builderCabinetModeration) return;
        if (item.data.payload === true) {
          client.setQueryData<TUser>(queryKeys.user, (user) => (user ? withCabinet(user) : user));
          toast(cabinetModerationToasts.granted, { tone: 'success' });
          void refetchUser();
        } else {
          toast(cabinetModerationToasts.rejected, { tone: 'error' });
        }
        void client.invalidateQueries({ queryKey: joinKeys.list });
      }),
    [client],
  );
}
