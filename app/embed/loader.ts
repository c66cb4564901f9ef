// embed.js, the script a builder pastes into their site:
//   <script src="https://kvartal.example/embed.js" data-object="42"></script>
// It puts the widget's iframe right after itself and keeps its height to the widget's content, trusting height
// messages only from the widget's own origin and frame. Built on its own as a classic script (vite.embed.config.ts).
import { EMBED_FRAME_TITLE, isEmbedHeightMessage } from '#shared/embed-message.ts';

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
  script.after(frame);
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    if (!isEmbedHeightMessage(event.data)) return;
    frame.style.height = `${Math.max(200, Math.ceil(event.data.height))}px`;
  });
}
