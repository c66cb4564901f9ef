// /:id: a shared collection, public. The agent who sent it (to call or write), then every item sent: complexes and
// resale offers as preview cards (no heart, no «В подборку», no commission) leading to their preview pages, units
// as unit cards leading to their place on the chessboard; what changed since sending as badges, items no longer on
// offer greyed with the reason, and under each the client's «Нравится» / «Не подходит» and comments.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Kind } from '#shared/enums.ts';
import { ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import type { TSnapshotItem } from '#shared/schemas/collections-live.ts';
import { ObjectCard } from '#app/components/object-card/object-card.tsx';
import { UnitCard } from '#app/components/unit-card/unit-card.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { CardGrid } from '#app/components/ui/card-grid.tsx';
import { paths } from '#app/lib/paths.ts';
import { useFirstContent } from '#app/lib/first-content.ts';
import { useSnapshot } from '#app/resources/snapshot.ts';
import { SnapshotFailure } from '#app/features/snapshot/components/snapshot-failure.tsx';
import { SnapshotHeader } from '#app/features/snapshot/components/snapshot-header.tsx';
import { SnapshotContacts } from '#app/features/snapshot/components/snapshot-contacts.tsx';
import { SnapshotItem } from '#app/features/snapshot/components/snapshot-item.tsx';

/** The item's card, or null when it has none any more (no longer public, or gone): the item shows it as sent. */
function itemCard(snapshot: TSnapshot, item: TSnapshotItem, eager: boolean): ReactNode {
  if (item.kind === Kind.unit) {
    const unit = item.unit;
    return unit ? (
      <UnitCard
        unit={unit}
        eager={eager}
        chessHref={
          item.changes.available
            ? paths.snapshotChess(snapshot.id, unit.objectId, unit.sectionId, { cell: unit.id })
            : null
        }
      />
    ) : null;
  }
  const isOffer = item.kind === Kind.offer;
  const card = snapshot.objects.find((o) => o.id === item.id && o.isOffer === isOffer);
  if (!card) return null;
  // An offer's complex opens inside the link only when the link holds it; its own page would ask for a login.
  const complexes = new Set(snapshot.objects.filter((o) => !o.isOffer).map((o) => o.id));
  return (
    <ObjectCard
      item={card}
      eager={eager}
      href={paths.snapshotObject(snapshot.id, card.id, { offer: card.isOffer })}
      complexHref={(complexId) =>
        complexes.has(complexId) ? paths.snapshotObject(snapshot.id, complexId) : null
      }
    />
  );
}

export default function SnapshotPage() {
  const id = useParams().id ?? '';
  const query = useSnapshot(id);
  const snapshot = query.data;
  // The server's painted screen (decision 033) gives way once the link's own screen (or its failure) is drawn.
  useFirstContent(!query.isPending);
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={snapshot?.name ?? appTexts.pages.snapshot} />
      {snapshot ? (
        <>
          <SnapshotHeader snapshot={snapshot} />
          <SnapshotContacts snapshot={snapshot} />
          {snapshot.items.length === 0 ? (
            <EmptyState title={ru.empty.objects} text={collectionTexts.snapshot.emptyHint} />
          ) : (
            <CardGrid testId="snapshot-objects">
              {snapshot.items.map((item, i) => (
                <SnapshotItem key={`${item.kind}:${item.id}`} snapshotId={snapshot.id} item={item}>
                  {itemCard(snapshot, item, i < 3)}
                </SnapshotItem>
              ))}
            </CardGrid>
          )}
        </>
      ) : query.isError ? (
        <SnapshotFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </ScreenContainer>
  );
}
