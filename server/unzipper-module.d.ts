// The part of unzipper (no types of its own) the import reads: the central directory's declared sizes, and an
// entry's stream (a table and plan images from an uploaded ZIP).
declare module 'unzipper' {
  interface CentralDirectoryFile {
    path: string;
    /** The name's raw bytes and whether the archive marked them UTF-8 (else CP866 on Windows). */
    pathBuffer: Buffer;
    isUnicode: boolean;
    type: 'File' | 'Directory';
    uncompressedSize: number;
    compressedSize: number;
    stream(): NodeJS.ReadableStream;
  }
  export const Open: { buffer(data: Buffer): Promise<{ files: CentralDirectoryFile[] }> };
}
