// VerifyEmail: the second step; the letter's link comes back here with ?verified=1 or ?error=invalid, also on a
// device where nobody is logged in (then only the outcome and a way to log in).
import { useSearchParams } from 'react-router';
import { accountTexts } from '#shared/texts/account.ts';
import { AuthLayout } from '#app/components/layout/auth-layout.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { VerifyEmailPanel } from '#app/features/email-verification/components/verify-email-panel.tsx';
import { VerifyEmailResult } from '#app/features/email-verification/components/verify-email-result.tsx';
import { linkOutcome } from './guards.ts';
import { hasSession } from '#app/lib/session.ts';

export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const outcome = linkOutcome(params);
  if (outcome && !hasSession()) {
    return (
      <AuthLayout>
        <DocumentTitle
          title={
            outcome === 'verified'
              ? accountTexts.verifyEmail.verifiedTitle
              : accountTexts.verifyEmail.invalidTitle
          }
        />
        <VerifyEmailResult outcome={outcome} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <DocumentTitle title={accountTexts.verifyEmail.title} />
      <VerifyEmailPanel key={outcome ?? 'form'} outcome={outcome} />
    </AuthLayout>
  );
}
