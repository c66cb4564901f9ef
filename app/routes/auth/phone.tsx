// auth_home (/): login by phone; ?banned=1 shows why the session ended.
import { useSearchParams } from 'react-router';
import { accountTexts } from '#shared/texts/account.ts';
import { AuthLayout } from '#app/components/layout/auth-layout.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PhoneForm } from '#app/features/auth/components/phone-form.tsx';

export default function PhonePage() {
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <DocumentTitle title={accountTexts.auth.title} />
      <PhoneForm banned={params.get('banned') === '1'} />
    </AuthLayout>
  );
}
