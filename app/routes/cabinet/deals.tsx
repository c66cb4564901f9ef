// /cabinet/deals: «Мои сделки», the agent's deals (an agency head's: the agency's).
import { dealsMenuTexts } from '#shared/texts/deals-menu.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { MyDealsPage } from '#app/features/deals/components/my-deals-page.tsx';

export default function MyDealsRoute() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={dealsMenuTexts.mine} />
      <MyDealsPage />
    </ScreenContainer>
  );
}
