// npm run build's last step: the server compiled into dist/server (scripts/lib/build-server.ts).
import { buildServer } from './lib/build-server.ts';

await buildServer();
