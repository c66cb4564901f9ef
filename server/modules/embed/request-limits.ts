// The widget's request form is public and captcha-free: a fixed window per address and per complex keeps a script
// from flooding a builder's list. A flooded complex slows every address down to one request instead of closing
// the form for all of its buyers; only a far higher ceiling closes it. Counted in Redis when the nodes share one,
// in memory otherwise (decision 032).
import { EMBED_LIMITS } from '#shared/embed.ts';
import { throttle } from '../../errors.ts';
import type { WindowCounter } from '../../providers/window-counter.ts';

export class RequestLimits {
  constructor(private readonly counter: WindowCounter) {}

  /** Counts one request, or throws ThrottleLimit with the seconds left. */
  async take(keys: { ip: string; objectId: number }, now: Date): Promise<void> {
    const windowMs = EMBED_LIMITS.windowSeconds * 1000;
    const ip = { key: `embed:ip:${keys.ip}`, max: EMBED_LIMITS.requestsPerIp };
    const calm = await this.counter.take(
      [ip, { key: `embed:object:${keys.objectId}`, max: EMBED_LIMITS.requestsPerObject }],
      windowMs,
      now,
    );
    if (calm === 0) return;
    // The address's own window is checked again, so a spent address stays refused.
    const flooded = await this.counter.take(
      [
        ip,
        { key: `embed:flood:${keys.objectId}:${keys.ip}`, max: 1 },
        { key: `embed:flooded:${keys.objectId}`, max: EMBED_LIMITS.requestsPerObjectFlooded },
      ],
      windowMs,
      now,
    );
    if (flooded > 0) throw throttle(flooded / 1000);
  }
}
