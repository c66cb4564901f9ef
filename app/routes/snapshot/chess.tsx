// /:id/:objectId/chess/:chess?: the chess grid in preview mode, public.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function SnapshotChessPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.snapshotChess} />
      <PageTitle title={appTexts.pages.snapshotChess} />
    </ScreenContainer>
  );
}
