// /market: «Рынок» for agents, builders and staff (the server refuses others).
import { marketTexts } from '#shared/texts/market.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { MarketPage } from '#app/features/market/components/market-page.tsx';

export default function MarketRoute() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={marketTexts.title} />
      <MarketPage />
    </ScreenContainer>
  );
}
