// /builder_cabinet/deals: «Сделки», a back-office screen (builder-screen.tsx).
import { dealsMenuTexts } from '#shared/texts/deals-menu.ts';
import { BuilderDealsPage } from '#app/features/deals/components/builder-deals-page.tsx';
import { BuilderScreen } from './builder-screen.tsx';

export default function BuilderDealsRoute() {
  return (
    <BuilderScreen title={dealsMenuTexts.builder} type="wide">
      <BuilderDealsPage />
    </BuilderScreen>
  );
}
