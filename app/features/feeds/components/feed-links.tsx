// The secret token and the three feed links: hidden until «Показать», each link copied whole by its button, and
// «Создать новый токен» after a confirmation that the old links stop working.
import { Fragment, useState } from 'react';
import { FEED_PORTALS } from '#shared/feeds.ts';
import type { TFeedSettings } from '#shared/schemas/feeds.ts';
import { feedsTexts as t } from '#shared/texts/feeds.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmModal } from '#app/components/ui/confirm-modal.tsx';
import { copyText } from '#app/lib/copy-text.ts';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useRegenerateFeedToken } from '#app/resources/feeds.ts';
import { maskInUrl, maskToken } from '../lib/mask.ts';
import cardStyles from '#app/styles/card.module.css';
import styles from './feeds-page.module.css';

/** A link that wraps after its slashes rather than inside a word («yand|ex.xml»). */
function BreakableUrl({ url }: { url: string }) {
  const parts = url.split('/');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

export function FeedLinks({ settings }: { settings: TFeedSettings }) {
  const [shown, setShown] = useState(false);
  const [asking, setAsking] = useState(false);
  const regenerate = useRegenerateFeedToken();
  const { token, urls } = settings;

  const copy = async (url: string) => {
    const ok = await copyText(url);
    toast(ok ? t.copied : t.copyFailed, { tone: ok ? 'success' : 'error' });
  };

  const confirm = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast(t.regenerated, { tone: 'success' });
      },
      onError: (error) => toast(errorText(error), { tone: 'error' }),
    });

  return (
    <>
      <section className={cardStyles.card} aria-labelledby="feed-token">
        <h2 id="feed-token" className={cardStyles.title}>
          {t.tokenTitle}
        </h2>
        <p className={cardStyles.muted}>{t.tokenHint}</p>
        <div className={styles.tokenRow}>
          <code className={styles.code} data-testid="feed-token">
            {shown ? token : maskToken(token)}
          </code>
          <Button variant="secondary" size="sm" onClick={() => setShown((v) => !v)} aria-pressed={shown}>
            {shown ? t.hide : t.show}
          </Button>
        </div>
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t.regenerate}
          </Button>
        </div>
      </section>

      <section className={cardStyles.card} aria-labelledby="feed-links">
        <h2 id="feed-links" className={cardStyles.title}>
          {t.linksTitle}
        </h2>
        <ul className={styles.links}>
          {FEED_PORTALS.map((portal) => (
            <li key={portal} className={styles.link}>
              <span className={styles.portal}>{t.portals[portal]}</span>
              <code className={styles.code} data-testid={`feed-url-${portal}`}>
                <BreakableUrl url={shown ? urls[portal] : maskInUrl(urls[portal], token)} />
              </code>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void copy(urls[portal])}
                aria-label={`${t.copy}: ${t.portals[portal]}`}
              >
                {t.copy}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <ConfirmModal
        open={asking}
        title={t.regenerateTitle}
        text={t.regenerateText}
        confirmLabel={t.regenerateConfirm}
        cancelLabel={t.cancel}
        danger
        busy={regenerate.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
