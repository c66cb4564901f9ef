// VerifyEmail: the second step; the letter's link comes back here with ?verified=1 or ?error=invalid.
import { useSearchParams } from 'react-router';
import { appTexts } from '#shared/texts/app.ts';
import { AuthLayout } from '#app/components/layout/auth-layout.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import {
  VerifyEmailPanel,
  type VerifyOutcome,
} from '#app/features/email-verification/components/verify-email-panel.tsx';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const outcome: VerifyOutcome =
    params.get('verified') === '1' ? 'verified' : params.has('error') ? 'invalid' : null;
  return (
    <AuthLayout>
      <DocumentTitle title={appTexts.verifyEmail.title} />
      <VerifyEmailPanel key={outcome ?? 'form'} outcome={outcome} />
    </AuthLayout>
  );
}
