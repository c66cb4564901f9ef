// The SPA's entry, in steps, each evaluated in a task of its own: React and its DOM renderer with this file, then the
// router, the app (start.tsx, with the query cache), and its first render. Evaluated at once, this 120 KB graph was the
// longest task after the server's painted screen (decision 033). The build gives every step its own chunk and
// preloads them all from index.html with the app's stylesheet (scripts/lib/first-screen-chunk.ts), so they still
// download together.
import { createRoot } from 'react-dom/client';

/** A new task (a message, not a timer: timers are slowed in a background tab). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

void (async () => {
  await import('./start-steps/router.ts');
  await nextTask();
  const { startApp } = await import('./start.tsx');
  const renderApp = await startApp();
  await nextTask();
  renderApp(createRoot(document.getElementById('root')!));
})();
