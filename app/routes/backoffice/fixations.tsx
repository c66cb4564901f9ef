// /builder_cabinet/fixations: «Фиксации клиентов», a back-office screen (builder-screen.tsx).
import { fixationsMenuTexts } from '#shared/texts/fixations-menu.ts';
import { BuilderFixationsPage } from '#app/features/fixations/components/builder-fixations-page.tsx';
import { BuilderScreen } from './builder-screen.tsx';

export default function BuilderFixationsRoute() {
  return (
    <BuilderScreen title={fixationsMenuTexts.builder}>
      <BuilderFixationsPage />
    </BuilderScreen>
  );
}
