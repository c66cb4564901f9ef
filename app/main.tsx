// The SPA's entry: styles, the router, the query cache, the socket handlers, then render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import './styles/tokens.css';
import './styles/global.css';
import { queryClient } from './lib/query-client.ts';
import { installRealtime } from './lib/realtime.ts';
import { resumeSession, watchOtherTabs } from './lib/session.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
installRealtime();
resumeSession();
watchOtherTabs();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
