// PostgreSQL WAL positions ("16/B374D848") as bigints for comparing, and as fixed-width hex for Redis, where a
// string comparison must order them the same way.

export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** Sixteen upper-case hex digits: lexical order is numeric order. */
export const lsnKey = (lsn: bigint): string => lsn.toString(16).toUpperCase().padStart(16, '0');

export const fromLsnKey = (key: string): bigint => BigInt(`0x${key}`);

export const maxLsn = (values: readonly (bigint | null)[]): bigint =>
  values.reduce<bigint>((max, v) => (v !== null && v > max ? v : max), 0n);
