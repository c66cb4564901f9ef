// embed.js, the script a builder pastes into their site:
//   <script src="https://kvartal.example/embed.js" data-object="42"></script>
// It puts the widget's iframe right after itself and keeps its height to the widget's content, trusting height
// messages only from the widget's own origin and frame. A frame the browser refused (the site is not on the complex's
// list) never speaks: it is removed rather than left as a broken box. Built on its own as a classic script (vite.embed.config.ts).
import { EMBED_FRAME_TITLE, EMBED_REFUSED_AFTER_MS, isEmbedHeightMessage } from '#shared/embed-message.ts';

const script = document.currentScript as HTMLScriptElement | null;
const objectId = script?.dataset.object ?? '';

if (!script || !/^\d{1,9}$/.test(objectId)) {
  console.error('Kvartal embed.js: data-object="<id комплекса>" is required');
} else {
  const origin = new URL(script.src, location.href).origin;
  const frame = document.createElement('iframe');
  frame.src = `${origin}/embed/${objectId}`;
  frame.title = script.dataset.title || EMBED_FRAME_TITLE;
  frame.setAttribute('loading', 'lazy');
  // CSSOM, not a style attribute: the host page's CSP may refuse inline styles.
  frame.style.display = 'block';
  frame.style.width = '100%';
  frame.style.border = '0';
  frame.style.height = '560px';
  // Hidden until the widget speaks: a refused frame is never shown as the browser's broken-frame box.
  frame.style.visibility = 'hidden';
  let heard = false;
  script.after(frame);
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    if (!isEmbedHeightMessage(event.data)) return;
    heard = true;
    frame.style.visibility = 'visible';
    frame.style.height = `${Math.max(200, Math.ceil(event.data.height))}px`;
  });
  frame.addEventListener('load', () => {
    setTimeout(() => {
      if (heard) return;
      frame.remove();
      console.warn(
        `Kvartal embed.js: the widget of complex ${objectId} did not open here; add this site (${location.origin}) to the complex's allowed sites in the back-office («Виджет на сайт»).`,
      );
    }, EMBED_REFUSED_AFTER_MS);
  });
}
