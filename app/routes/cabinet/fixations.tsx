// /cabinet/fixations: «Фиксации», the agent's clients fixed with builders (an agency head's: the agency's).
import { fixationsMenuTexts } from '#shared/texts/fixations-menu.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { MyFixationsPage } from '#app/features/fixations/components/my-fixations-page.tsx';

export default function MyFixationsRoute() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={fixationsMenuTexts.mine} />
      <MyFixationsPage />
    </ScreenContainer>
  );
}
