// The user's rights over their personal data (shared/api/user.ts): the export as a downloaded JSON file, and the
// account's deletion, after which this device forgets the session and goes to the login screen.
import { useMutation } from '@tanstack/react-query';
import { deleteAccount as deleteEndpoint, exportUserData } from '#shared/api/user.ts';
import { call } from '#app/lib/call.ts';
import { navigateTo } from '#app/lib/navigation.ts';
import { paths } from '#app/lib/paths.ts';
import { endLocalSession } from '#app/lib/session.ts';

/** Asks for the export with this device's token and saves it as a file. */
export async function downloadMyData(): Promise<void> {
  const data = await call(exportUserData);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = `kvartal-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** Every token is revoked by the server, so the local session ends only once it has answered. */
export async function deleteMyAccount(): Promise<void> {
  await call(deleteEndpoint, { body: { confirm: true } });
  endLocalSession();
  navigateTo(paths.authHome(), { replace: true });
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
