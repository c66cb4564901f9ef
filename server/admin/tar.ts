// A gzipped ustar archive, written and read as a stream, entry by entry (`tar tzf` lists it). Only regular files
// and the folders their names imply; names up to 255 bytes (ustar's prefix and name fields).
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Buffer;
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Name too long for the archive: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0', 257, 'ascii');
  block.write('00', 263, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** Writes the entries, as they come, into a gzipped tar file. */
export async function writeTarGz(
  file: string,
  entries: AsyncIterable<TarEntry>,
  mtime = new Date(),
): Promise<void> {
  async function* blocks() {
    for await (const entry of entries) {
      yield header(entry.name, entry.data.length, mtime);
      yield entry.data;
      const pad = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
      if (pad) yield Buffer.alloc(pad);
    }
    yield Buffer.alloc(BLOCK * 2);
  }
  await pipeline(blocks, createGzip(), createWriteStream(file));
}

/** Bytes from a stream, taken in the sizes asked for. */
class Reader {
  private chunks: Buffer[] = [];
  private length = 0;
  private readonly iterator: AsyncIterator<Buffer>;
  private done = false;

  constructor(stream: AsyncIterable<Buffer>) {
    this.iterator = stream[Symbol.asyncIterator]();
  }

  async take(size: number): Promise<Buffer | null> {
    while (this.length < size && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
    if (this.length < size) return null;
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks);
    const taken = all.subarray(0, size);
    const rest = all.subarray(size);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return Buffer.from(taken);
  }
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The regular files of a gzipped tar file, one at a time (each entry's data in memory while it is handled). */
export async function* readTarGz(file: string): AsyncGenerator<TarEntry> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (error) => gunzip.destroy(error));
  const reader = new Reader(source.pipe(gunzip));
  for (;;) {
    const block = await reader.take(BLOCK);
    if (!block) throw new Error('The archive ends before its end marker: it is truncated.');
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (sum !== parseInt(field(block, 148, 8).trim(), 8))
      throw new Error('The archive is damaged (header checksum).');
    const size = parseInt(field(block, 124, 12).trim() || '0', 8);
    const type = field(block, 156, 1);
    const prefix = field(block, 345, 155);
    const name = prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100);
    const data = await reader.take(size);
    if (!data) throw new Error('The archive is truncated.');
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad && !(await reader.take(pad))) throw new Error('The archive is truncated.');
    if (type === '0' || type === '') yield { name, data };
  }
}
