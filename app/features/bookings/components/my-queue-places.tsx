// «Очереди» on «Мои брони»: the units the agent stands in line for, with their place («Место 2 из 3»), a turn's
// end when the unit is theirs to book, the client, the unit on its chessboard and «Выйти из очереди». Hidden when the
// agent is in no queue.
import { formatDayTime, formatPhone } from '#shared/format.ts';
import type { TQueuePlace } from '#shared/schemas/booking-queue.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import { fill } from '#shared/texts/ru.ts';
import { unitLabel } from '#shared/texts/units.ts';
import { Button, ButtonLink } from '#app/components/ui/button.tsx';
import { paths } from '#app/lib/paths.ts';
import { toastError } from '#app/lib/toast-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useLeaveQueue, useMyQueuePlaces } from '#app/resources/booking-queue.ts';
import stateList from '#app/styles/state-list.module.css';
import layout from '#app/styles/layout.module.css';
import styles from './my-queue-places.module.css';

const t = queueTexts;

function PlaceCard({ place }: { place: TQueuePlace }) {
  const leave = useLeaveQueue();
  const turn = place.state === 'offered';
  const chess = paths.realtyChess(place.objectId, place.sectionId, { cell: place.cellId });
  return (
    <li className={stateList.card} data-testid="queue-place" data-state={place.state}>
      <div className={stateList.head}>
        <div>
          <strong>{unitLabel(place.unit.kind, place.unit.number, 'lead')}</strong>
          <p className={styles.muted}>{place.objectTitle}</p>
        </div>
        <span className={styles.badge} data-tone={turn ? 'success' : 'warning'}>
          {t.state[place.state]}
        </span>
      </div>
      {turn && place.offerExpiresAt ? (
        <p className={styles.turn}>{fill(t.cell.yourTurn, formatDayTime(place.offerExpiresAt))}</p>
      ) : (
        place.rank != null && (
          <p className={styles.muted}>{fill(t.mine.rank, String(place.rank), String(place.length))}</p>
        )
      )}
      {place.clientName && (
        <p className={styles.muted}>
          {fill(
            t.mine.client,
            [place.clientName, place.clientPhone ? formatPhone(place.clientPhone) : '']
              .filter(Boolean)
              .join(', '),
          )}
        </p>
      )}
      {place.comment && <p className={styles.muted}>{fill(t.mine.comment, place.comment)}</p>}
      <div className={layout.chips}>
        <ButtonLink to={chess} variant={turn ? 'primary' : 'secondary'} size="sm">
          {t.mine.openUnit}
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(place.cellId, {
              onSuccess: () => toast(t.cell.left, { tone: 'info' }),
              onError: (error) => {
                toastError(error);
              },
            })
          }
        >
          {t.cell.leave}
        </Button>
      </div>
    </li>
  );
}

export function MyQueuePlaces() {
  const places = useMyQueuePlaces().data?.data ?? [];
  if (places.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="my-queues">
      <h2 id="my-queues" className={styles.title}>
        {t.mine.title}
      </h2>
      <ul className={stateList.list}>
        {places.map((place) => (
          <PlaceCard key={place.id} place={place} />
        ))}
      </ul>
    </section>
  );
}
