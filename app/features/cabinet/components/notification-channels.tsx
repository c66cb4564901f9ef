// The profile's «Уведомления»: link the Telegram bot (a one-time t.me link; «Подключён» once /start arrived), push on
// this device (the browser's permission, then a subscription with the server's VAPID key), and the per-type matrix.
import { useEffect, useState } from 'react';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { channelTexts as t } from '#shared/texts/notification-channels.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import {
  subscribeThisDevice,
  thisDeviceEndpoint,
  useLinkTelegram,
  useNotificationChannels,
  useRefreshChannels,
  useRemoveSubscription,
  useUnlinkTelegram,
} from '#app/resources/notification-channels.ts';
import card from '#app/styles/card.module.css';
import { ChannelMatrix } from './channel-matrix.tsx';
import styles from './channels.module.css';
import formStyles from './profile-form.module.css';

function TelegramBlock({
  available,
  linked,
  username,
}: {
  available: boolean;
  linked: boolean;
  username: string | null;
}) {
  const link = useLinkTelegram();
  const unlink = useUnlinkTelegram();
  const refresh = useRefreshChannels();
  const [url, setUrl] = useState<string | null>(null);
  const start = () =>
    link.mutate(undefined, {
      // The link opens on a click of its own: a window opened after an await is a blocked popup.
      onSuccess: (answer) => setUrl(answer.url),
      onError: (error) => toast(errorText(error), { tone: 'error' }),
    });
  return (
    <div className={styles.block} data-testid="telegram-channel">
      <h3 className={styles.subtitle}>{t.telegram.title}</h3>
      {!available ? (
        <p className={formStyles.lead}>{t.telegram.unavailable}</p>
      ) : linked ? (
        <>
          <span className={styles.state} data-testid="telegram-linked">
            {username ? fill(t.telegram.linkedAs, username) : t.telegram.linked}
          </span>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              loading={unlink.isPending}
              onClick={() => unlink.mutate()}
            >
              {t.telegram.unlink}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={formStyles.lead}>{url ? t.telegram.linkHint : t.telegram.off}</p>
          <div className={styles.actions}>
            {url ? (
              <>
                <ButtonLink
                  to={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="telegram-bot-link"
                >
                  {t.telegram.openBot}
                </ButtonLink>
                <Button type="button" variant="secondary" onClick={() => void refresh()}>
                  {t.telegram.check}
                </Button>
              </>
            ) : (
              <Button type="button" loading={link.isPending} onClick={start} data-testid="telegram-link">
                {t.telegram.link}
              </Button>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function PushBlock({
  available,
  subscriptions,
}: {
  available: boolean;
  subscriptions: { id: number; endpoint: string }[];
}) {
  const refresh = useRefreshChannels();
  const remove = useRemoveSubscription();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void thisDeviceEndpoint().then(setEndpoint);
  }, []);
  const mine = subscriptions.find((s) => s.endpoint === endpoint) ?? null;
  const supported = typeof window !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator;
  const enable = async () => {
    setBusy(true);
    try {
      const outcome = await subscribeThisDevice();
      if (outcome === 'subscribed') {
        setEndpoint(await thisDeviceEndpoint());
        await refresh();
      } else toast(t.push[outcome], { tone: 'error' });
    } catch (error) {
      toast(errorText(error), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.block} data-testid="push-channel">
      <h3 className={styles.subtitle}>{t.push.title}</h3>
      {!available ? (
        <p className={formStyles.lead}>{t.push.unavailable}</p>
      ) : !supported ? (
        <p className={formStyles.lead}>{t.push.unsupported}</p>
      ) : mine ? (
        <>
          <span className={styles.state}>{t.push.enabled}</span>
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              loading={remove.isPending}
              onClick={() => remove.mutate(mine.id)}
            >
              {t.push.disable}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className={formStyles.lead}>{t.push.off}</p>
          <div className={styles.actions}>
            <Button type="button" loading={busy} onClick={() => void enable()}>
              {t.push.enable}
            </Button>
          </div>
        </>
      )}
      {subscriptions.length > 0 && (
        <p className={formStyles.lead}>
          {fill(t.push.devices, countOf(subscriptions.length, t.push.deviceWords))}
        </p>
      )}
    </div>
  );
}

export function NotificationChannels() {
  const { data } = useNotificationChannels();
  return (
    <section
      className={`${card.card} ${formStyles.form}`}
      aria-labelledby="notification-channels-title"
      id="notifications"
      data-testid="notification-channels"
    >
      <h2 className={card.title} id="notification-channels-title">
        {t.title}
      </h2>
      <p className={formStyles.lead}>{t.intro}</p>
      {data ? (
        <>
          <TelegramBlock {...data.telegram} />
          <PushBlock {...data.push} />
          <p className={formStyles.lead}>{t.email.noAddress}</p>
          <ChannelMatrix rows={data.types} />
        </>
      ) : (
        <PageSpinner />
      )}
    </section>
  );
}
