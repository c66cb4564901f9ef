// /:id/:objectId: an object of a snapshot in preview mode, public.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function SnapshotObjectPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.snapshotObject} />
      <PageTitle title={appTexts.pages.snapshotObject} />
    </ScreenContainer>
  );
}
