// /builder_cabinet/analytics: «Аналитика», a back-office screen (builder-screen.tsx), its own lazy chunk with uPlot.
import { analyticsMenuTexts } from '#shared/texts/analytics-menu.ts';
import { AnalyticsPage } from '#app/features/analytics/components/analytics-page.tsx';
import { BuilderScreen } from './builder-screen.tsx';

export default function BuilderAnalyticsRoute() {
  return (
    <BuilderScreen title={analyticsMenuTexts.builder} type="wide">
      <AnalyticsPage />
    </BuilderScreen>
  );
}
