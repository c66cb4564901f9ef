// The widget's request form is public and captcha-free: a fixed window per address and per complex keeps a script
// from flooding a builder's list. Kept in memory, per node, as the global API limit is (decision 014).
import { EMBED_LIMITS } from '#shared/embed.ts';
import { throttle } from '../../errors.ts';

interface Window {
  count: number;
  endsAt: number;
}

export class RequestLimits {
  private readonly windows = new Map<string, Window>();

  /** Counts one request against both keys; throws ThrottleLimit (with the seconds left) when either is spent. */
  take(keys: { ip: string; objectId: number }, now: Date): void {
    const at = now.getTime();
    if (this.windows.size > 10_000) this.sweep(at);
    const checks: [string, number][] = [
      [`ip:${keys.ip}`, EMBED_LIMITS.requestsPerIp],
      [`object:${keys.objectId}`, EMBED_LIMITS.requestsPerObject],
    ];
    const windows = checks.map(([key, max]) => {
      let window = this.windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + EMBED_LIMITS.windowSeconds * 1000 };
        this.windows.set(key, window);
      }
      return { window, max };
    });
    const spent = windows.find(({ window, max }) => window.count >= max);
    if (spent) throw throttle((spent.window.endsAt - at) / 1000);
    for (const { window } of windows) window.count += 1;
  }

  private sweep(at: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= at) this.windows.delete(key);
  }
}
