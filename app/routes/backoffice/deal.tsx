// /builder_cabinet/deals/:dealId: one deal, moved by the builder's side.
import { useParams } from 'react-router';
import { dealsMenuTexts } from '#shared/texts/deals-menu.ts';
import { DealPage } from '#app/features/deals/components/deal-page.tsx';
import { BuilderScreen } from './builder-screen.tsx';

export default function BuilderDealRoute() {
  const { dealId } = useParams();
  return (
    <BuilderScreen title={dealsMenuTexts.builder}>
      <DealPage side="builder" id={Number(dealId)} />
    </BuilderScreen>
  );
}
