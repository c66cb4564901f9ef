// The booking queue on a unit's card, for agents: «В очереди 2 агента», the viewer's place («Вы первые в очереди»,
// «Перед вами в очереди 1 агент», or their turn with its end) and «Встать в очередь» / «Выйти из очереди». A unit
// is queued for while someone holds it (reserved, or another agent's turn after a hold ended).
import { CellStatus, Role, type TRole } from '#shared/enums.ts';
import { countOf, formatDayTime } from '#shared/format.ts';
import type { TChessViewCell } from '#shared/schemas/realty.ts';
import { queueTexts } from '#shared/texts/booking-queue.ts';
import { fill } from '#shared/texts/ru.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ApiError } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useJoinQueue, useLeaveQueue } from '#app/resources/booking-queue.ts';
import layout from '#app/styles/layout.module.css';
import styles from './cell-queue.module.css';

const t = queueTexts.cell;

export interface CellQueueProps {
  cell: TChessViewCell;
  bookingEnabled: boolean;
  viewer: { group: TRole };
}

/** The viewer's place in words; null when they are not in line. */
export function placeLine(queue: NonNullable<TChessViewCell['queue']>): string | null {
  if (queue.myTurn && queue.offeredUntil) return fill(t.yourTurn, formatDayTime(queue.offeredUntil));
  if (queue.rank == null) return null;
  return queue.rank === 1 ? t.first : fill(t.behind, countOf(queue.rank - 1, t.agents));
}

export function CellQueue({ cell, bookingEnabled, viewer }: CellQueueProps) {
  const join = useJoinQueue();
  const leave = useLeaveQueue();
  if (viewer.group !== Role.agent && viewer.group !== Role.admin) return null;
  const queue = cell.queue ?? null;
  const mineHold = cell.booking?.mine === true;
  const othersTurn = queue?.offeredUntil != null && !queue.myTurn;
  const held = cell.data.status === CellStatus.reserve || othersTurn;
  const inLine = queue?.rank != null;
  const canJoin = bookingEnabled && held && !mineHold && !inLine && !cell.disabled;
  if (!queue && !canJoin) return null;

  const fail = (error: unknown) => {
    if (error instanceof ApiError && !error.handled) toast(error.message, { tone: 'error' });
  };
  const place = queue ? placeLine(queue) : null;
  return (
    <div className={layout.stackSm} data-testid="cell-queue">
      {queue && queue.length > 0 && (
        <p className={styles.length}>{fill(t.length, countOf(queue.length, t.agents))}</p>
      )}
      {othersTurn && !inLine && (
        <p className={styles.turn}>{fill(t.othersTurn, formatDayTime(queue.offeredUntil))}</p>
      )}
      {place && (
        <p className={styles.mine} data-turn={queue?.myTurn ? 'mine' : undefined}>
          {place}
        </p>
      )}
      {canJoin && (
        <Button
          variant="secondary"
          block
          loading={join.isPending}
          onClick={() =>
            join.mutate(
              { cellId: cell.id },
              { onSuccess: () => toast(t.joined, { tone: 'success' }), onError: fail },
            )
          }
        >
          {t.join}
        </Button>
      )}
      {inLine && !queue?.myTurn && (
        <Button
          variant="ghost"
          block
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(cell.id, { onSuccess: () => toast(t.left, { tone: 'info' }), onError: fail })
          }
        >
          {t.leave}
        </Button>
      )}
    </div>
  );
}
