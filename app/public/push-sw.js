/* global self, URL */
// Web push in the service worker (imported by the Workbox-generated sw.js, scripts/lib/service-worker-plugin.ts):
// the server's payload is {title, body, url, tag} (server/modules/channels/push-channel.ts). A click focuses an open
// tab of the site and takes it to the screen, or opens one.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Квартал';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: data.body || '',
      tag: data.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data && event.notification.data.url) || '/',
    self.location.origin,
  ).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) return tab.navigate(target).then((c) => (c || tab).focus());
      return self.clients.openWindow(target);
    }),
  );
});
