// The send screen's body: the collection's public link (made on arrival when it has none yet), when it was made
// or refreshed, and the ways to pass it on: copy, the system share sheet, Telegram, WhatsApp; and revoking it.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { countOf, formatDateTime } from '#shared/format.ts';
import { fill, ru } from '#shared/texts/ru.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { liveTexts } from '#shared/texts/collections-live.ts';
import { ConfirmModal } from '#app/components/ui/confirm-modal.tsx';
import type { TCollectionFull } from '#shared/schemas/collections.ts';
import { Button } from '#app/components/ui/button.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { AlertIcon, ExternalIcon } from '#app/components/ui/icons.tsx';
import { Spinner } from '#app/components/ui/spinner.tsx';
import { toast } from '#app/lib/toast-store.ts';
import { paths } from '#app/lib/paths.ts';
import { useSnapshotLink } from '#app/resources/snapshot.ts';
import { copyText } from '#app/lib/copy-text.ts';
import { collectionErrorText, reportCollectionError } from '../lib/report-error.ts';
import { snapshotUrl, telegramUrl, whatsappUrl } from '../lib/share-links.ts';
import card from '#app/styles/card.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './send-panel.module.css';

const t = collectionTexts.send;

const MESSENGERS = [
  { app: 'telegram', href: telegramUrl, label: t.telegram },
  { app: 'whatsapp', href: whatsappUrl, label: t.whatsapp },
] as const;

export interface SendPanelProps {
  collection: TCollectionFull;
  /** Where public links point: the page's origin, or the public address inside the mobile wrapper. */
  origin: string;
}

export function SendPanel({ collection, origin }: SendPanelProps) {
  const { make, refresh, revoke } = useSnapshotLink(collection.id);
  const [asking, setAsking] = useState(false);
  const snapshot = collection.snapshot;
  const size = collection.objects.length + collection.units.length;
  const empty = size === 0;
  const started = useRef(false);
  // The id just made or refreshed, until the reloaded collection names it.
  const [madeId, setMadeId] = useState<string | null>(null);

  useEffect(() => {
    if (snapshot || empty || started.current) return;
    started.current = true;
    make.mutate(undefined, { onSuccess: (answer) => setMadeId(answer.id) });
  }, [snapshot, empty, make]);

  if (empty) {
    return <EmptyState tone="neutral" title={ru.empty.collection} text={t.emptyHint} />;
  }

  const id = snapshot?.id ?? madeId;
  if (!id) {
    if (revoke.isSuccess && !make.isPending) {
      return (
        <EmptyState
          tone="neutral"
          title={liveTexts.send.revoked}
          action={
            <Button onClick={() => make.mutate(undefined, { onSuccess: (a) => setMadeId(a.id) })}>
              {t.makeNew}
            </Button>
          }
        />
      );
    }
    if (make.isError) {
      return (
        <EmptyState
          tone="danger"
          icon={<AlertIcon size={32} />}
          title={t.makeFailed}
          text={collectionErrorText(make.error)}
          action={
            <Button onClick={() => make.mutate(undefined, { onSuccess: (a) => setMadeId(a.id) })}>
              {t.retry}
            </Button>
          }
        />
      );
    }
    return (
      <div className={styles.making}>
        <Spinner size={32} label={t.making} />
        <p>{t.making}</p>
      </div>
    );
  }

  const url = snapshotUrl(id, origin);
  const message = fill(t.message, collection.name, countOf(size, collectionTexts.objects));
  const changed = snapshot ? Date.parse(collection.updatedAt) > Date.parse(snapshot.updatedAt) : false;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    const ok = await copyText(url);
    toast(ok ? ru.share.copied : ru.share.copyFailed, { tone: ok ? 'success' : 'error' });
  };

  const share = async () => {
    try {
      await navigator.share({ title: collection.name, text: message, url });
    } catch (error) {
      // Closing the sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      void copy();
    }
  };

  const doRefresh = () =>
    refresh.mutate(id, {
      onSuccess: () => toast(t.refreshed, { tone: 'success' }),
      onError: reportCollectionError,
    });

  const doRevoke = () => {
    // No new link is made by itself: the agent decides whether to send another.
    started.current = true;
    revoke.mutate(id, {
      onSuccess: () => {
        setAsking(false);
        setMadeId(null);
        toast(liveTexts.send.revoked, { tone: 'success' });
      },
      onError: (error) => {
        setAsking(false);
        reportCollectionError(error);
      },
    });
  };

  const doMakeNew = () =>
    make.mutate(undefined, {
      onSuccess: (answer) => {
        setMadeId(answer.id);
        toast(t.madeNew, { tone: 'success' });
      },
      onError: reportCollectionError,
    });

  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{t.lead}</p>

      <section className={styles.linkCard}>
        <label className={styles.label} htmlFor="snapshot-link">
          {t.linkLabel}
        </label>
        <div className={styles.linkRow}>
          <input
            id="snapshot-link"
            className={styles.link}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            data-testid="snapshot-link"
          />
          <Button onClick={() => void copy()}>{t.copy}</Button>
        </div>
        {snapshot && (
          <p className={card.muted}>
            {fill(t.createdAt, formatDateTime(snapshot.createdAt))}
            {snapshot.updatedAt !== snapshot.createdAt &&
              ` · ${fill(t.updatedAt, formatDateTime(snapshot.updatedAt))}`}
          </p>
        )}
        {changed && (
          <p className={styles.changed} role="status" data-testid="snapshot-changed">
            {t.changed}
          </p>
        )}
        <div className={layout.chips}>
          <Button
            variant={changed ? 'primary' : 'secondary'}
            size="sm"
            onClick={doRefresh}
            loading={refresh.isPending}
            disabled={!snapshot}
          >
            {t.refresh}
          </Button>
          <Button variant="ghost" size="sm" onClick={doMakeNew} loading={make.isPending}>
            {t.makeNew}
          </Button>
          <Button variant="ghost" size="sm" className={styles.revoke} onClick={() => setAsking(true)}>
            {liveTexts.send.revoke}
          </Button>
          <ConfirmModal
            open={asking}
            title={liveTexts.send.revokeTitle}
            text={liveTexts.send.revokeText}
            confirmLabel={liveTexts.send.revoke}
            danger
            busy={revoke.isPending}
            onConfirm={doRevoke}
            onCancel={() => setAsking(false)}
          />
        </div>
      </section>

      <div className={layout.toolbar}>
        {canShare && (
          <Button variant="secondary" onClick={() => void share()}>
            {t.share}
          </Button>
        )}
        {MESSENGERS.map((messenger) => (
          <a
            key={messenger.app}
            className={styles.messenger}
            data-app={messenger.app}
            href={messenger.href(url, message)}
            target="_blank"
            rel="noreferrer"
          >
            {messenger.label}
          </a>
        ))}
        <Link className={styles.open} to={paths.snapshot(id)} target="_blank">
          <ExternalIcon size={18} />
          {t.open}
        </Link>
      </div>
    </div>
  );
}
