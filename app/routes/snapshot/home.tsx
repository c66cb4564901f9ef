// /:id: a shared collection, public. Its complexes and resale offers as cards in preview: no heart, no «В подборку»,
// no commission; each leads to its preview page.
import { useParams } from 'react-router';
import { ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { ObjectCard } from '#app/components/object-card/object-card.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { CardGrid } from '#app/components/ui/card-grid.tsx';
import { paths } from '#app/lib/paths.ts';
import { useSnapshot } from '#app/resources/snapshot.ts';
import { SnapshotFailure } from '#app/features/snapshot/components/snapshot-failure.tsx';
import { SnapshotHeader } from '#app/features/snapshot/components/snapshot-header.tsx';
import { SnapshotContacts } from '#app/features/snapshot/components/snapshot-contacts.tsx';

export default function SnapshotPage() {
  const id = useParams().id ?? '';
  const query = useSnapshot(id);
  const snapshot = query.data;
  // An offer's complex opens inside the link only when the link holds it; its own page would ask for a login.
  const complexes = new Set(snapshot?.objects.filter((o) => !o.isOffer).map((o) => o.id));
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={snapshot?.name ?? appTexts.pages.snapshot} />
      {snapshot ? (
        <>
          <SnapshotHeader snapshot={snapshot} />
          <SnapshotContacts snapshot={snapshot} />
          {snapshot.objects.length === 0 ? (
            <EmptyState title={ru.empty.objects} text={collectionTexts.snapshot.emptyHint} />
          ) : (
            <CardGrid testId="snapshot-objects">
              {snapshot.objects.map((item, i) => (
                <ObjectCard
                  key={`${item.isOffer ? 'o' : 'r'}${item.id}`}
                  item={item}
                  eager={i < 3}
                  href={paths.snapshotObject(snapshot.id, item.id, { offer: item.isOffer })}
                  complexHref={(complexId) =>
                    complexes.has(complexId) ? paths.snapshotObject(snapshot.id, complexId) : null
                  }
                />
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
