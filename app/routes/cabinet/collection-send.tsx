// /cabinet/collections/:id/send: the collection's public link and the ways to send it to a client.
import { useParams } from 'react-router';
import { countOf } from '#shared/format.ts';
import { fill } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { collectionTexts } from '#shared/texts/collections.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { useConfig } from '#app/resources/config.ts';
import { paths } from '#app/lib/paths.ts';
import { useCollection } from '#app/resources/collections.ts';
import { SendPanel } from '#app/features/collections/components/send-panel.tsx';
import { CollectionPending } from '#app/features/collections/components/collection-failure.tsx';

export default function CollectionSendPage() {
  const id = Number(useParams().id);
  const query = useCollection(id);
  const config = useConfig();
  const collection = query.data;
  // Every public link has one origin, the server's: PUBLIC_URL, or the address this page came from (inside the
  // wrapper the page's own origin is local to the phone).
  const origin = config.data?.publicUrl;

  return (
    <>
      <DocumentTitle title={appTexts.pages.collectionSend} />
      <PageBackHeader label={collectionTexts.send.back} fallback={paths.collection(id)} />
      <ScreenContainer type="default">
        {collection && origin ? (
          <>
            <PageTitle
              title={collectionTexts.send.title}
              subtitle={`«${collection.name}» · ${fill(collectionTexts.send.inCollection, countOf(collection.objects.length + collection.units.length, collectionTexts.objects))}`}
            />
            <SendPanel collection={collection} origin={origin} />
          </>
        ) : (
          <CollectionPending query={query} />
        )}
      </ScreenContainer>
    </>
  );
}
