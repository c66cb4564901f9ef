// The part of unzipper (no types of its own) the XLSX import reads: the central directory's declared sizes.
declare module 'unzipper' {
  interface CentralDirectoryFile {
    path: string;
    uncompressedSize: number;
    compressedSize: number;
  }
  export const Open: { buffer(data: Buffer): Promise<{ files: CentralDirectoryFile[] }> };
}
