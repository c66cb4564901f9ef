// /builder_cabinet/commissions: «Вознаграждения агентам», a back-office screen (builder-screen.tsx).
import { commissionsMenuTexts } from '#shared/texts/commissions-menu.ts';
import { BuilderCommissionsPage } from '#app/features/commissions/components/builder-commissions-page.tsx';
import { BuilderScreen } from './builder-screen.tsx';

export default function BuilderCommissionsRoute() {
  return (
    <BuilderScreen title={commissionsMenuTexts.builder}>
      <BuilderCommissionsPage />
    </BuilderScreen>
  );
}
