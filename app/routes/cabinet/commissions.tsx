// /cabinet/commissions: «Вознаграждения», the agent's commissions (an agency head's: the agency's).
import { commissionsMenuTexts } from '#shared/texts/commissions-menu.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { MyCommissionsPage } from '#app/features/commissions/components/my-commissions-page.tsx';

export default function MyCommissionsRoute() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={commissionsMenuTexts.mine} />
      <MyCommissionsPage />
    </ScreenContainer>
  );
}
