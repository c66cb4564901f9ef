// /cabinet/deals/:dealId: one of the agent's deals, read-only.
import { useParams } from 'react-router';
import { dealsMenuTexts } from '#shared/texts/deals-menu.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { DealPage } from '#app/features/deals/components/deal-page.tsx';

export default function MyDealRoute() {
  const { dealId } = useParams();
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={dealsMenuTexts.mine} />
      <DealPage side="agent" id={Number(dealId)} />
    </ScreenContainer>
  );
}
