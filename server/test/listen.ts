// The local HTTP servers tests stand up in place of outside services (CRMs, Telegram, push, YooKassa, Sentry, feeds,
// webhook endpoints): on 127.0.0.1 at a free port, closed with any open connection cut so a hanging one cannot hold it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export async function listenLocally(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
): Promise<LocalServer> {
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A request's whole body. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An origin on 127.0.0.1 that nobody listens on any more (a service out of reach). */
export async function closedOrigin(): Promise<string> {
  const local = await listenLocally(() => {});
  await local.close();
  return local.origin;
}
