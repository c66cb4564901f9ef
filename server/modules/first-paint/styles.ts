// The first screen's own small stylesheet, inline (the CSP allows it by its hash: server/plugins/security.ts). Its
// colours and sizes are the app's tokens (app/styles/tokens.css). While the placeholder is there the app's root is
// not displayed, so the app drawing beneath it moves nothing the visitor saw (no layout shift).
import { createHash } from 'node:crypto';

export const FIRST_PAINT_CSS = [
  '#fp~#root{display:none}',
  '#fp{min-height:100vh;background:#f3f5f9;color:#111827;font:16px/1.4 Inter,"SF Pro Text",-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}',
  '#fp a{color:inherit;text-decoration:none}',
  '.fp-bar{display:flex;align-items:center;height:56px;padding:0 16px;background:#fff;border-bottom:1px solid #e3e7ee}',
  '.fp-brand{font-weight:700;font-size:18px;color:#2563eb!important}',
  '.fp-main{max-width:1280px;margin:0 auto;padding:16px}',
  '.fp-grid{display:grid;gap:16px;grid-template-columns:1fr}',
  '@media (min-width:600px){.fp-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (min-width:1024px){.fp-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '.fp-card{overflow:hidden;border:1px solid #e3e7ee;border-radius:16px;background:#fff}',
  '.fp-media{position:relative;display:block;aspect-ratio:16/10;background:#eef1f6}',
  '.fp-photo{display:block;width:100%;height:100%;object-fit:cover}',
  '.fp-badges{position:absolute;top:8px;left:8px;display:flex;gap:4px}',
  '.fp-badge{padding:2px 8px;border-radius:999px;background:#fff;font-size:12px;font-weight:600}',
  '.fp-head .fp-badges{position:static;margin-bottom:8px}',
  '.fp-head .fp-badge{background:#eaf1ff}',
  '.fp-body{padding:12px 16px 16px}',
  '.fp-body p,.fp-head p{margin:4px 0 0}',
  '.fp-price{font-size:20px;font-weight:700}',
  '.fp-title{margin:4px 0 0;font-size:16px;font-weight:600}',
  '.fp-muted{color:#4b5565;font-size:14px;font-weight:400}',
  '.fp-gallery{aspect-ratio:16/10;max-height:60vh;overflow:hidden;border-radius:16px;background:#eef1f6}',
  '.fp-h1{margin:0;font-size:28px;line-height:1.2}',
  '.fp-head{padding:16px 0}',
].join('');

/** The stylesheet's CSP source. */
export const firstPaintStyleSource = (): string =>
  `'sha256-${createHash('sha256').update(FIRST_PAINT_CSS).digest('base64')}'`;
