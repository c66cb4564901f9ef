import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: ScrollRestoration's scrollTo would only print "Not implemented".
window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
