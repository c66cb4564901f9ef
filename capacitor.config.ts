// The Android wrapper (docs/MOBILE.md): the built SPA from dist/app is bundled into the APK and served by the
// WebView as https://localhost; the API is reached at the build's VITE_API_ORIGIN (app/lib/api-origin.ts).
import type { CapacitorConfig } from '@capacitor/cli';

const config: CapacitorConfig = {
  // The package the server's app-version answer is keyed by.
  appId: 'ru.kvartal.app',
  appName: 'Квартал',
  webDir: 'dist/app',
  server: {
    // A secure origin (https://localhost): the camera, geolocation and the clipboard need it.
    androidScheme: 'https',
  },
};

export default config;
