// /feed: the main feed.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function FeedPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.feed} />
      <PageTitle title={appTexts.pages.feed} />
    </ScreenContainer>
  );
}
