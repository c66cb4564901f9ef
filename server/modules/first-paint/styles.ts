// The first screen's own small stylesheet, inline (the CSP allows it by its hash: server/plugins/security.ts). Its
// colours and sizes are the app's tokens (app/styles/tokens.css). While the placeholder is there the app's root is
// not displayed, so the app drawing beneath it moves nothing the visitor saw (no layout shift).
import { createHash } from 'node:crypto';

export const FIRST_PAINT_CSS = [
  '#fp~#root{display:none}',
  // The app's own reset (app/styles/global.css), which arrives after this screen is drawn: nothing moves when it does.
  '*,*::before,*::after{box-sizing:border-box}body{margin:0;background:#f3f5f9}#fp :where(h1,h3,p){margin:0}',
  '#fp{min-height:100vh;background:#f3f5f9;color:#111827;font:16px/1.4 Inter,"SF Pro Text",-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}',
  '#fp a{color:inherit;text-decoration:none}',
  '.fp-bar{display:flex;align-items:center;height:56px;padding:0 16px;background:#fff;border-bottom:1px solid #e3e7ee}',
  '.fp-brand{font-weight:700;font-size:18px;color:#2563eb!important}',
  '.fp-main{max-width:1280px;margin:0 auto;padding:16px}',
  '.fp-grid{display:grid;gap:16px;grid-template-columns:1fr}',
  '@media (min-width:600px){.fp-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (min-width:1024px){.fp-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}',
  '.fp-card{overflow:hidden;border:1px solid #e3e7ee;border-radius:16px;background:#fff}',
  // 4:3, a little taller than the app's card photo (16:10, grown to a 3:2 photo's own shape): the app's photo is then
  // never larger than this one, which stays the page's largest paint (a larger later one would be a new, late LCP).
  '.fp-media{position:relative;display:block;aspect-ratio:4/3;background:#eef1f6}',
  '.fp-photo{display:block;width:100%;height:100%;object-fit:cover}',
  '.fp-badges{position:absolute;top:8px;left:8px;display:flex;gap:4px}',
  '.fp-badge{padding:2px 8px;border-radius:6px;background:#fff;font-size:12px;font-weight:600;line-height:20px}',
  '.fp-badge[data-kind=action]{background:#dc3545;color:#fff}',
  '.fp-badge[data-kind=new]{background:#2563eb;color:#fff}',
  '.fp-badge[data-kind=finished]{background:#15a050;color:#fff}',
  '.fp-badge[data-kind=offer]{background:#0d9488;color:#fff}',
  '.fp-badge[data-kind=draft]{background:#f07a18;color:#fff}',
  '.fp-head .fp-badges{position:static;margin-bottom:8px}',
  '.fp-body{padding:12px 16px 16px}',
  '.fp-body p,.fp-head p{margin:4px 0 0}',
  '.fp-price{font-size:20px;font-weight:700}',
  '.fp-title{margin:4px 0 0;font-size:16px;font-weight:600}',
  '.fp-muted{color:#8a93a3;font-size:14px;font-weight:400}',
  '.fp-fact{color:#4b5565;font-size:14px}',
  '.fp-accent{color:#2563eb}',
  '.fp-feed{margin-bottom:12px;font-size:22px}',
  '.fp-tools{height:148px}',
  '@media (min-width:1024px){.fp-feed{font-size:28px}}',
  '.fp-gallery{aspect-ratio:16/10;overflow:hidden;border-radius:16px;background:#eef1f6}',
  // A wide screen: the app's sidebar takes the left column and its object photo is 2:1.
  '@media (min-width:1024px){#fp{padding-left:272px;background:linear-gradient(90deg,#fff 271px,#e3e7ee 271px 272px,#f3f5f9 272px)}.fp-bar{background:none;border:0;margin-left:-256px}.fp-main{padding:16px 32px}.fp-gallery{aspect-ratio:2/1}.fp-object{padding-top:40px}}',
  '.fp-h1{margin:0;font-size:28px;line-height:1.2}',
  '.fp-head{padding:16px 0}',
  // A sent collection (/{id}): the public shell has no sidebar; its screen is the app's «wide» container.
  '@media (min-width:1024px){#fp[data-shell=public]{padding-left:0;background:#f3f5f9}#fp[data-shell=public] .fp-bar{margin-left:0;padding:0 32px;background:#fff;border-bottom:1px solid #e3e7ee}}',
  // The app's «wide» screen: 1120 px with its 32 px sides on a wide screen.
  '.fp-sn{max-width:1056px;margin:0 auto;padding:4px 0 40px}',
  '@media (min-width:1024px){.fp-sn{padding:16px 0 56px}}',
  '.fp-sn-head{display:flex;flex-direction:column;gap:4px;margin-bottom:20px}',
  '.fp-sn-head p{margin:0}',
  '.fp-sn-head .fp-muted{color:#4b5565;font-size:16px}',
  '#fp .fp-chess{display:inline-block;margin-top:8px;color:#2563eb;font-size:14px}',
  '.fp-eyebrow{color:#2563eb;font-size:14px;font-weight:600;letter-spacing:.04em;text-transform:uppercase}',
  '.fp-sn .fp-h1{overflow-wrap:anywhere}',
  '.fp-contacts{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px;margin:-8px 0 20px;padding:16px;border:1px solid #e3e7ee;border-radius:16px;background:#fff}',
  '#fp .fp-contacts p{margin:0}',
  '.fp-agent{display:flex;align-items:center;gap:12px;min-width:0}',
  '.fp-avatar{display:grid;flex:none;place-items:center;width:44px;height:44px;border-radius:999px;background:#eaf1ff;color:#2563eb}',
  '.fp-label{color:#4b5565;font-size:12px}',
  '.fp-name{font-weight:600;overflow-wrap:anywhere}',
  '#fp .fp-agency{display:flex;align-items:center;gap:8px;margin:2px 0 4px;color:#4b5565;font-size:14px;overflow-wrap:anywhere}',
  '#fp .fp-tel{color:#2563eb;font-weight:500}',
  '.fp-actions{display:flex;flex-wrap:wrap;gap:8px}',
  '.fp-write,.fp-pdf{display:inline-flex;align-items:center;justify-content:center;height:36px;padding:0 16px;border-radius:999px;font-size:14px;font-weight:600}',
  '#fp .fp-write{color:#fff}',
  '.fp-write[data-messenger=whatsapp]{background:#15803d}',
  '.fp-write[data-messenger=telegram]{background:#1d6aa5}',
  '.fp-pdf{border-radius:10px;background:#eaf1ff;color:#2563eb!important}',
  '@media (max-width:599px){.fp-actions{width:100%}.fp-actions>*{flex:1 1 auto}}',
  '@media (min-width:640px) and (max-width:1023px){.fp-sn .fp-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (min-width:1024px) and (max-width:1199px){.fp-sn .fp-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '.fp-sn-item{display:flex;flex-direction:column;gap:12px;min-width:0}',
  '.fp-sn-item>.fp-card{flex:1}',
  '.fp-sn-item[data-gone] .fp-card{filter:grayscale(1)}',
  // The marks' row and «Комментировать» (two 40 px rows): the app's buttons take this room.
  '.fp-reactions{height:80px}',
  '.fp-plan-box{position:relative;display:grid;place-items:center;aspect-ratio:16/10;padding:12px;background:#fff;border-bottom:1px solid #e3e7ee}',
  '.fp-no-plan{aspect-ratio:auto;min-height:112px}',
  '.fp-plan{display:block;width:100%;height:100%;object-fit:contain}',
  '.fp-status{position:absolute;right:8px;bottom:8px;padding:2px 12px;border-radius:999px;background:#dcfce7;color:#15803d;font-size:12px;font-weight:600}',
  '.fp-status[data-status=assignment]{background:#ede9fe;color:#6d28d9}',
  '.fp-status[data-status=reserve]{background:#fef3c7;color:#b45309}',
  '.fp-status[data-status=sold]{background:#ffe4e6;color:#be123c}',
  '.fp-status[data-status=fund]{background:#e2e8f0;color:#334155}',
].join('');

/** The stylesheet's CSP source. */
export const firstPaintStyleSource = (): string =>
  `'sha256-${createHash('sha256').update(FIRST_PAINT_CSS).digest('base64')}'`;
