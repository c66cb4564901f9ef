// npm start (after the build): the server, with .env.example's development settings when there is no .env.
import { exampleEnvFallback } from './lib/example-env.ts';

const fallback = exampleEnvFallback();
if (Object.keys(fallback).length > 0) {
  console.log('No .env: starting with the development settings of .env.example.');
  Object.assign(process.env, fallback);
}
await import('../server/main.ts');
