// /moderation/mortgage (admin): the mortgage programs' rates and terms.
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { ModerationPage } from '#app/features/moderation/components/moderation-frame.tsx';
import { ProgramsScreen } from '#app/features/mortgage/components/programs-screen.tsx';

export default function ModerationMortgagePage() {
  return (
    <ModerationPage title={mortgageTexts.admin.title} type="default" adminOnly>
      {() => <ProgramsScreen />}
    </ModerationPage>
  );
}
