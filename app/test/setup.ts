import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';
import { resetNetworkState } from '#app/lib/network-state.ts';

// Lazy routes are transformed on first import: on a busy CI machine that takes longer than the 1 s default (vitest.config.ts allows 20 s a test).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: ScrollRestoration's scrollTo would only print jsdom's warning.
window.scrollTo = () => {};

// jsdom has no showModal(): overlays open native dialogs (app/components/ui/use-modal-dialog.ts).
installDialogPolyfill();

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetNetworkState();
});
