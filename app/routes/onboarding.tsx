// Onboarding: terms acceptance, the first step of a new user.
import { accountTexts } from '#shared/texts/account.ts';
import { AuthLayout } from '#app/components/layout/auth-layout.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { TermsStep } from '#app/features/onboarding/components/terms-step.tsx';

export default function OnboardingPage() {
  return (
    <AuthLayout>
      <DocumentTitle title={accountTexts.onboarding.title} />
      <TermsStep />
    </AuthLayout>
  );
}
