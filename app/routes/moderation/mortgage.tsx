// /moderation/mortgage (admin): the mortgage programs' rates and terms.
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { ModerationFrame } from '#app/features/moderation/components/moderation-frame.tsx';
import { ProgramsScreen } from '#app/features/mortgage/components/programs-screen.tsx';

export default function ModerationMortgagePage() {
  return (
    <ScreenContainer type="default">
      <DocumentTitle title={mortgageTexts.admin.title} />
      <PageTitle title={mortgageTexts.admin.title} />
      <ModerationFrame adminOnly>{() => <ProgramsScreen />}</ModerationFrame>
    </ScreenContainer>
  );
}
