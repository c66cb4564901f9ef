// The root of every route: dialogs, toasts, the loading bar and scroll restoration (top on a new page, the old
// position on back/forward).
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DialogsProvider } from '#app/components/ui/dialogs.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ProgressBar } from '#app/components/ui/progress-bar.tsx';
import { Toaster } from '#app/components/ui/toaster.tsx';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <DialogsProvider>
      <DocumentTitle />
      <ProgressBar active={navigation.state !== 'idle'} />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </DialogsProvider>
  );
}
