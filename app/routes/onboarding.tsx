// Onboarding: terms acceptance, the first step of a new user.
import { appTexts } from '#shared/texts/app.ts';
import { AuthLayout } from '#app/components/layout/auth-layout.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { TermsStep } from '#app/features/onboarding/components/terms-step.tsx';

export default function OnboardingPage() {
  return (
    <AuthLayout>
      <DocumentTitle title={appTexts.onboarding.title} />
      <TermsStep />
    </AuthLayout>
  );
}
