// #queues (Очереди): the complex's units with agents in line, each with its holder and the places in order. The
// first place, when its turn runs, stays on top; the waiting ones are dragged by the handle (@dnd-kit, keyboard too)
// or moved with «Выше»/«Ниже», and removed after a confirm. Members without the bookings permission are told why.
import { formatDayTime, formatPhone } from '#shared/format.ts';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import type { TBuilderQueuePlace, TUnitQueue } from '#shared/schemas/booking-queue.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import { SortableList, type SortableKey } from '#app/components/sortable-list/sortable-list.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useConfirm } from '#app/components/ui/dialogs.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { errorText } from '#app/lib/api-error.ts';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useChangeQueuePlace, useObjectQueues } from '#app/resources/booking-queue.ts';
import layout from '#app/styles/layout.module.css';
import text from '#app/styles/text.module.css';
import styles from './queues-tab.module.css';

const t = queueTexts.builder;

function PlaceRow({
  place,
  position,
  onMove,
  onRemove,
  last,
  busy,
}: {
  place: TBuilderQueuePlace;
  position: number;
  onMove?: (position: number) => void;
  onRemove: () => void;
  last: boolean;
  busy: boolean;
}) {
  const client = [place.clientName, place.clientPhone ? formatPhone(place.clientPhone) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <div className={styles.place} data-testid="queue-row" data-state={place.state}>
      <span className={styles.position} aria-hidden="true">
        {position}
      </span>
      <div className={styles.who}>
        <strong>{place.agent.name || formatPhone(place.agent.phone)}</strong>
        <span className={text.note}>
          {[place.agencyName, place.agent.phone ? formatPhone(place.agent.phone) : null]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className={text.note}>{client ? fill(t.client, client) : t.noClient}</span>
        {place.comment && <span className={styles.comment}>{place.comment}</span>}
        {place.state === 'offered' && place.offerExpiresAt && (
          <span className={styles.turn}>{fill(t.offeredUntil, formatDayTime(place.offerExpiresAt))}</span>
        )}
      </div>
      <div className={styles.buttons}>
        {onMove && (
          <>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy || position <= 1}
              onClick={() => onMove(position - 1)}
            >
              {t.up}
            </Button>
            <Button variant="ghost" size="sm" disabled={busy || last} onClick={() => onMove(position + 1)}>
              {t.down}
            </Button>
          </>
        )}
        <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
          {t.remove}
        </Button>
      </div>
    </div>
  );
}

function UnitQueue({ queue }: { queue: TUnitQueue }) {
  const confirm = useConfirm();
  const change = useChangeQueuePlace();
  const offered = queue.places[0]?.state === 'offered' ? queue.places[0] : null;
  const waiting = queue.places.filter((p) => p !== offered);
  const shift = offered ? 1 : 0;

  const move = (place: TBuilderQueuePlace, position: number) =>
    change.mutateAsync({ id: place.id, body: { position } }).then(
      () => toast(t.moved, { tone: 'success' }),
      (error: unknown) => {
        toastError(error);
        throw error;
      },
    );
  // A drag may have moved several places before «Сохранить порядок»: each one is put in its place in turn.
  const reorder = async (keys: SortableKey[]) => {
    const current = waiting.map((p) => p.id);
    for (const [index, key] of keys.entries()) {
      if (current[index] === key) continue;
      await change
        .mutateAsync({ id: Number(key), body: { position: index + 1 + shift } })
        .catch((error: unknown) => {
          toastError(error);
          throw error;
        });
      current.splice(current.indexOf(Number(key)), 1);
      current.splice(index, 0, Number(key));
    }
    toast(t.moved, { tone: 'success' });
  };
  const remove = async (place: TBuilderQueuePlace) => {
    const ok = await confirm({
      title: fill(t.removeConfirm, place.agent.name || formatPhone(place.agent.phone)),
      confirmLabel: t.remove,
      danger: true,
    });
    if (!ok) return;
    change.mutate(
      { id: place.id, body: { state: 'removed' } },
      { onSuccess: () => toast(t.removed, { tone: 'success' }), onError: toastError },
    );
  };

  const holder = queue.holder
    ? [
        fill(t.holder, queue.holder.agentName ?? ''),
        queue.holder.expiresAt ? fill(t.holderUntil, formatDayTime(queue.holder.expiresAt)) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : t.free;
  return (
    <article className={styles.unit} data-testid="unit-queue" aria-labelledby={`queue-${queue.cellId}`}>
      <header className={styles.unitHead}>
        <h3 id={`queue-${queue.cellId}`} className={styles.unitTitle}>
          {unitLabel(queue.unit.kind, queue.unit.number, 'lead')}
        </h3>
        <span className={text.note}>{holder}</span>
      </header>
      {offered && (
        <PlaceRow
          place={offered}
          position={1}
          onRemove={() => void remove(offered)}
          last={false}
          busy={change.isPending}
        />
      )}
      {waiting.length === 1 && (
        <PlaceRow
          place={waiting[0]!}
          position={1 + shift}
          onRemove={() => void remove(waiting[0]!)}
          last
          busy={change.isPending}
        />
      )}
      {waiting.length > 1 && (
        <SortableList
          items={waiting}
          getKey={(p) => p.id}
          label={fill(t.listLabel, unitLabel(queue.unit.kind, queue.unit.number))}
          onReorder={reorder}
          className={styles.sortable}
          renderItem={(place, { index }) => (
            <PlaceRow
              place={place}
              position={index + 1 + shift}
              onMove={(position) => void move(place, position).catch(() => undefined)}
              onRemove={() => void remove(place)}
              last={index === waiting.length - 1}
              busy={change.isPending}
            />
          )}
        />
      )}
    </article>
  );
}

export function QueuesTab({ object }: { object: TBackofficeObject }) {
  const query = useObjectQueues(object.id);
  if (object.can?.bookings === false) return <p className={text.note}>{t.noRight}</p>;
  const units = query.data?.data ?? [];
  return (
    <div className={layout.stack}>
      <p className={text.note}>{t.intro}</p>
      {query.isSuccess && units.length === 0 && <EmptyState title={t.empty} tone="neutral" />}
      {query.isError && <p role="alert">{errorText(query.error)}</p>}
      {units.map((queue) => (
        <UnitQueue key={queue.cellId} queue={queue} />
      ))}
    </div>
  );
}
