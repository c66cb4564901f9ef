// The widget's request form is public and captcha-free: a fixed window per address and per complex keeps a script
// from flooding a builder's list. Counted in Redis when the nodes share one, in memory otherwise (decision 032).
import { EMBED_LIMITS } from '#shared/embed.ts';
import { throttle } from '../../errors.ts';
import type { WindowCounter } from '../../providers/window-counter.ts';

export class RequestLimits {
  constructor(private readonly counter: WindowCounter) {}

  /** Counts one request against both keys; throws ThrottleLimit (with the seconds left) when either is spent. */
  async take(keys: { ip: string; objectId: number }, now: Date): Promise<void> {
    const wait = await this.counter.take(
      [
        { key: `embed:ip:${keys.ip}`, max: EMBED_LIMITS.requestsPerIp },
        { key: `embed:object:${keys.objectId}`, max: EMBED_LIMITS.requestsPerObject },
      ],
      EMBED_LIMITS.windowSeconds * 1000,
      now,
    );
    if (wait > 0) throw throttle(wait / 1000);
  }
}
