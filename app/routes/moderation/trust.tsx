// /moderation/trust: moders and admins verify the parts of complexes' trust cards.
import { trustTexts } from '#shared/texts/trust.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { ModerationFrame } from '#app/features/moderation/components/moderation-frame.tsx';
import { TrustScreen } from '#app/features/moderation/components/trust-screen.tsx';

export default function ModerationTrustPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={trustTexts.moderation.title} />
      <PageTitle title={trustTexts.moderation.title} />
      <ModerationFrame>{() => <TrustScreen />}</ModerationFrame>
    </ScreenContainer>
  );
}
