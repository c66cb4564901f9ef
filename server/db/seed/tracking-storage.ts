// Remembers what the seed wrote, so that a failed seed can take its files back with its rolled-back rows.
import type { Storage } from '../../storage/storage.ts';

export class TrackingStorage implements Storage {
  private readonly written: string[] = [];

  constructor(private readonly inner: Storage) {}

  get root() {
    return this.inner.root;
  }

  async put(key: string, data: Buffer): Promise<void> {
    this.written.push(key);
    await this.inner.put(key, data);
  }

  get(key: string): Promise<Buffer | null> {
    return this.inner.get(key);
  }

  remove(key: string): Promise<void> {
    return this.inner.remove(key);
  }

  url(key: string): string {
    return this.inner.url(key);
  }

  /** Removes every file written through this storage, with its folder: each images/<random>/ or documents/<random>/ holds one item. */
  async discard(): Promise<void> {
    const folders = new Set(this.written.splice(0).map((key) => key.slice(0, key.lastIndexOf('/') + 1)));
    for (const folder of folders) await this.inner.remove(folder || '');
  }
}
