// Tells the page framing the widget how tall it is, whenever that changes (embed.js sets the iframe's height).
import { EMBED_HEIGHT_MESSAGE, type EmbedHeightMessage } from '#shared/embed-message.ts';

export function reportHeight(root: HTMLElement, target: Window = window.parent): () => void {
  if (target === window) return () => {};
  let last = -1;
  const send = () => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // Only a height leaves the frame: any page may read it.
    target.postMessage({ type: EMBED_HEIGHT_MESSAGE, height } satisfies EmbedHeightMessage, '*');
  };
  const observer = new ResizeObserver(send);
  observer.observe(root);
  send();
  return () => observer.disconnect();
}
