// /builder_cabinet/feeds: «Фиды для порталов», a back-office screen (builder-screen.tsx).
import { feedsTexts } from '#shared/texts/feeds.ts';
import { FeedsPage } from '#app/features/feeds/components/feeds-page.tsx';
import { BuilderScreen } from './builder-screen.tsx';

export default function BuilderFeedsRoute() {
  return (
    <BuilderScreen title={feedsTexts.title}>
      <FeedsPage />
    </BuilderScreen>
  );
}
