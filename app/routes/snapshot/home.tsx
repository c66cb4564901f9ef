// /:id: a shared snapshot, public.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function SnapshotPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.snapshot} />
      <PageTitle title={appTexts.pages.snapshot} />
    </ScreenContainer>
  );
}
