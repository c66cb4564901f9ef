// npm run embed:demo [-- <complex id>]: a builder's site on http://localhost:8080 with the chessboard widget pasted
// in, for trying the widget against `npm start` (the demo allows this site for the demo builder's complexes).
import { createServer } from 'node:http';
import { exampleEnvFallback } from './lib/example-env.ts';

const kvartal = (
  process.env.PUBLIC_URL ??
  exampleEnvFallback().PUBLIC_URL ??
  'http://localhost:3000'
).replace(/\/$/, '');
const objectId = Number(process.argv[2]);
if (!Number.isInteger(objectId) || objectId <= 0) {
  console.error(
    'Usage: npm run embed:demo -- <complex id> (the seed prints the demo complexes with the widget on)',
  );
  process.exit(1);
}
const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Сайт застройщика</title></head>
<body style="margin:0;font-family:sans-serif"><h1 style="padding:16px">Сайт застройщика</h1>
<script src="${kvartal}/embed.js" data-object="${objectId}"></script></body></html>`;

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}).listen(8080, '127.0.0.1', () =>
  console.log(
    `A builder's site with the widget of complex ${objectId}: http://localhost:8080 (widget from ${kvartal})`,
  ),
);
