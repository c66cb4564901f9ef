// /moderation/trust: moders and admins verify the parts of complexes' trust cards.
import { trustTexts } from '#shared/texts/trust.ts';
import { ModerationPage } from '#app/features/moderation/components/moderation-frame.tsx';
import { TrustScreen } from '#app/features/moderation/components/trust-screen.tsx';

export default function ModerationTrustPage() {
  return (
    <ModerationPage title={trustTexts.moderation.title} type="wide">
      {() => <TrustScreen />}
    </ModerationPage>
  );
}
