// npm run embed:demo -- <complex id> [--kvartal <url or port>] [--port <site port>]: a builder's site on
// http://localhost:8080 with the chessboard widget pasted in, for trying the widget against a running Kvartal
// (the demo allows this site for the demo builder's complexes; another site port must be added to the complex's
// allowed sites first). Kvartal's address: --kvartal, else PUBLIC_URL, else http://localhost:$PORT (3000).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { exampleEnvFallback } from './lib/example-env.ts';

const usage =
  'Usage: npm run embed:demo -- <complex id> [--kvartal http://localhost:3000 | 3000] [--port 8080]\n' +
  "The complex ids are on the builder's «Мои объекты» (the address /builder_cabinet/<id>).";

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let args: ReturnType<typeof read>;
function read() {
  return parseArgs({
    allowPositionals: true,
    options: { kvartal: { type: 'string' }, port: { type: 'string' } },
  });
}
try {
  args = read();
} catch (error) {
  fail((error as Error).message);
}

/** A bare port means this machine. */
function kvartalOrigin(given: string | undefined, env: NodeJS.ProcessEnv): string {
  const fallback = exampleEnvFallback(env);
  const value =
    given || env.PUBLIC_URL || fallback.PUBLIC_URL || `http://localhost:${env.PORT || fallback.PORT || 3000}`;
  return (/^\d{1,5}$/.test(value) ? `http://localhost:${value}` : value).replace(/\/+$/, '');
}

const objectId = Number(args.positionals[0]);
if (!Number.isInteger(objectId) || objectId <= 0) fail('A complex id is required.');
const sitePort = Number(args.values.port ?? 8080);
if (!Number.isInteger(sitePort) || sitePort <= 0 || sitePort > 65535) fail(`Not a port: ${args.values.port}`);
const kvartal = kvartalOrigin(args.values.kvartal, process.env);
if (!URL.canParse(kvartal)) fail(`Not an address: ${kvartal}`);

const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Сайт застройщика</title></head>
<body style="margin:0;font-family:sans-serif"><h1 style="padding:16px">Сайт застройщика</h1>
<script src="${kvartal}/embed.js" data-object="${objectId}"></script></body></html>`;

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}).listen(sitePort, '127.0.0.1', () =>
  console.log(
    `A builder's site with the widget of complex ${objectId}: http://localhost:${sitePort} (widget from ${kvartal})`,
  ),
);
