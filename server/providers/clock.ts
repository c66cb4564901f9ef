export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export class FakeClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-11-21T09:00:00Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
}
