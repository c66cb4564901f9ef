// embed.js on a builder's page: the iframe goes right after the script, lazy and titled, and only the widget's own
// frame and origin may set its height.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_HEIGHT_MESSAGE, EMBED_REFUSED_AFTER_MS } from '#shared/embed-message.ts';

async function load(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script, document.createElement('footer'));
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  await import('./loader.ts');
  return script;
}

afterEach(() => {
  document.body.innerHTML = '';
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
});

const tell = (frame: HTMLIFrameElement, origin: string, height: unknown, source = frame.contentWindow) =>
  window.dispatchEvent(
    new MessageEvent('message', { origin, source, data: { type: EMBED_HEIGHT_MESSAGE, height } }),
  );

describe('[embed] embed.js', () => {
  it('[embed] puts a lazy, titled iframe of the widget right after itself', async () => {
    const script = await load({ src: 'https://kvartal.example/embed.js', 'data-object': '42' });
    const frame = script.nextElementSibling as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.src).toBe('https://kvartal.example/embed/42');
    expect(frame.title).toBe('Шахматка квартир');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.style.width).toBe('100%');
  });

  it('[embed] takes its height from the widget only', async () => {
    const script = await load({ src: 'https://kvartal.example/embed.js', 'data-object': '42' });
    const frame = script.nextElementSibling as HTMLIFrameElement;
    tell(frame, 'https://kvartal.example', 812.4);
    expect(frame.style.height).toBe('813px');
    tell(frame, 'https://evil.example', 5000);
    tell(frame, 'https://kvartal.example', 5000, window);
    tell(frame, 'https://kvartal.example', 'tall');
    expect(frame.style.height).toBe('813px');
  });

  it('[embed] shows the frame once the widget speaks, and removes a frame the browser refused', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const script = await load({ src: 'https://kvartal.example/embed.js', 'data-object': '42' });
      const frame = script.nextElementSibling as HTMLIFrameElement;
      expect(frame.style.visibility).toBe('hidden');
      tell(frame, 'https://kvartal.example', 700);
      frame.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(EMBED_REFUSED_AFTER_MS + 1);
      expect(frame.isConnected).toBe(true);
      expect(frame.style.visibility).toBe('visible');

      // A second widget on a site not on the list: its frame loads the browser's error page and never speaks.
      const refused = await load({ src: 'https://kvartal.example/embed.js', 'data-object': '43' });
      const broken = refused.nextElementSibling as HTMLIFrameElement;
      broken.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(EMBED_REFUSED_AFTER_MS - 1);
      expect(broken.isConnected).toBe(true);
      expect(broken.style.visibility).toBe('hidden');
      vi.advanceTimersByTime(2);
      expect(broken.isConnected).toBe(false);
      expect(refused.nextElementSibling?.tagName).toBe('FOOTER');
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('complex 43'));
    } finally {
      warn.mockRestore();
      vi.useRealTimers();
    }
  });

  it('[embed] without data-object inserts nothing and says why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const script = await load({ src: 'https://kvartal.example/embed.js' });
    expect(script.nextElementSibling?.tagName).toBe('FOOTER');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('data-object'));
    error.mockRestore();
  });
});
