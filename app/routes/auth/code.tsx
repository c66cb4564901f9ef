// auth_code (/code): the SMS code for the phone entered on auth_home; without one, back there.
import { Navigate } from 'react-router';
import { ru } from '#shared/texts/ru.ts';
import { AuthLayout } from '#app/components/layout/auth-layout.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { CodeForm } from '#app/features/auth/components/code-form.tsx';
import { readPendingLogin } from '#app/features/auth/hooks/pending-login.ts';
import { paths } from '#app/lib/paths.ts';

export default function CodePage() {
  const pending = readPendingLogin();
  if (!pending) return <Navigate to={paths.authHome()} replace />;
  return (
    <AuthLayout>
      <DocumentTitle title={ru.auth.codeLabel} />
      <CodeForm initial={pending} />
    </AuthLayout>
  );
}
