// The inline script index.html starts with (vite.config.ts puts it there; the server allows it by its hash): with a
// stored session it asks for the first data of /feed, of an object page and of its chessboard before the app's code
// has loaded, and leaves the answers in window.__early for app/lib/early-requests.ts. An answer the server already
// put into the page (its first paint, decision 033: <script id="fp-data"> before this one, for the same session) is
// handed over instead of asked for. Plain ES2017 in one string: it runs before any module, in every browser the app
// supports. Inside the mobile wrapper (window.Capacitor) it does nothing: the page is the bundled SPA, its relative
// addresses are not the server's. On a painted page it also loads the app's scripts, which the server took out of
// the head (appLoader below).
import { toClientForm } from './client-form.ts';
import { defaultFilter } from './filter-presets.ts';

import { EARLY_FEED_KEY } from './early-feed-key.ts';
import { FIRST_PAINT_APP_ATTR, FIRST_PAINT_DATA_ID, FIRST_PAINT_ID, SESSION_COOKIE } from './first-paint.ts';
import { SNAPSHOT_VISITOR_KEY, VISITOR_HEADER } from './snapshot-visitor.ts';

export { EARLY_FEED_KEY };

/** The feed's first-page body for a visitor without a stored filter: the default preset, as the app sends it. */
export const defaultFeedPayload = (): string => JSON.stringify(toClientForm(defaultFilter().filter));

/** How long the app's scripts wait for the painted first photo, and at most for the app's stylesheets. */
export const APP_PHOTO_WAIT_MS = 1000;
export const APP_SHEET_WAIT_MS = 3000;

/**
 * A painted page (decision 033) names the app's module scripts on its placeholder instead of loading them from its
 * head; this adds them once the painted screen is on the screen: the app's stylesheets have loaded (the app's root
 * must not show unstyled) and the first photo has been painted, as the browser reports it (a largest-paint entry
 * with an image; where there is none, the first paint and the photo's load), then two frames. On a slow network
 * the photo then does not share it with 120 KB of script. A photo that takes over a second, or a stylesheet over
 * three, is not waited for. Runs whatever the session: the app must start on every painted page.
 */
function appLoader(): string {
  return `(function(){function r(){try{
var e=document.getElementById(${JSON.stringify(FIRST_PAINT_ID)}),u=e&&e.getAttribute(${JSON.stringify(FIRST_PAINT_APP_ATTR)});if(!u)return;
var n=0,w=0,c=0,i=e.querySelector('img'),m=!i||i.complete,p=0,O=window.PerformanceObserver,T=O&&O.supportedEntryTypes||[],L=T.indexOf('largest-contentful-paint')>=0;
function add(){u.split(' ').forEach(function(h,k){var x=document.createElement(k?'link':'script');x.crossOrigin='';
if(k){x.rel='modulepreload';x.href=h}else{x.type='module';x.src=h}document.head.appendChild(x)})}
function go(){if((w&&c<2)||!(m&&p||c)||n++)return;if(document.hidden)add();else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(add,0)})})}
[].forEach.call(document.querySelectorAll('link[rel=stylesheet]'),function(l){if(l.sheet)return;w++;function d(){l.removeEventListener('load',d);l.removeEventListener('error',d);w--;go()}l.addEventListener('load',d);l.addEventListener('error',d)});
if(!m){i.addEventListener('load',function(){m=1;go()});i.addEventListener('error',function(){m=p=1;go()})}
try{if(L||T.indexOf('paint')>=0)new O(function(l){l.getEntries().forEach(function(x){if(L?!i||x.url:x.name==='first-contentful-paint'){p=1;go()}})}).observe({type:L?'largest-contentful-paint':'paint',buffered:true});else p=1}catch(x){p=1}
setTimeout(function(){c=1;go()},${APP_PHOTO_WAIT_MS});setTimeout(function(){c=2;go()},${APP_SHEET_WAIT_MS});go()
}catch(x){}}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',r);else r()})();`;
}

/**
 * A sent collection's link (/{id}), with or without a session: its read, as the app sends it (the visitor id the
 * server signed, the token when there is one: the owner's own look records nothing). The painted page (decision 033)
 * carries no answer of its own, since the read counts this visitor's opening.
 */
function snapshotRequest(): string {
  return `(function(){try{
if(window.Capacitor||!window.fetch||navigator.onLine===false)return;
var m=/^\\/([A-Za-z0-9_-]{16,64})\\/?$/.exec(location.pathname);if(!m)return;
var t=localStorage.getItem('token')||'',v=localStorage.getItem(${JSON.stringify(SNAPSHOT_VISITOR_KEY)})||'',u='/api/snapshot/'+m[1],h={'X-Requested-With':'XMLHttpRequest',Accept:'application/json'};
if(t)h.Authorization='Bearer '+t;if(v)h[${JSON.stringify(VISITOR_HEADER)}]=v;
var r=fetch(u,{credentials:'same-origin',headers:h});r.catch(function(){});
(window.__early=window.__early||[]).push({method:'GET',url:u,payload:'',token:t,visitor:v,response:r})
}catch(e){}})();`;
}

export function earlyScript(): string {
  return `${appLoader()}
${snapshotRequest()}
(function(){try{
if(window.Capacitor)return;
var t=localStorage.getItem('token');if(!t||!window.fetch||navigator.onLine===false)return;
var q=window.__early=window.__early||[],p=location.pathname,s=location.search,f={};
var c=new RegExp('(?:^|; )'+${JSON.stringify(SESSION_COOKIE)}+'=([^;]*)').exec(document.cookie),d=document.getElementById(${JSON.stringify(FIRST_PAINT_DATA_ID)});
try{if(d&&c&&decodeURIComponent(c[1])===t)JSON.parse(d.textContent).forEach(function(a){f[a.url+' '+a.payload]=JSON.stringify(a.body)})}catch(e){}
function go(u,b){var k=f[u+' '+b],r=k?Promise.resolve(new Response(k,{status:200,headers:{'Content-Type':'application/json'}})):fetch(u,{method:'POST',credentials:'same-origin',
headers:{'X-Requested-With':'XMLHttpRequest',Accept:'application/json','Content-Type':'application/json',Authorization:'Bearer '+t},
body:b});r.catch(function(){});q.push({method:'POST',url:u,payload:b,token:t,response:r})}
if(p==='/feed'&&!/[?&]view=map(&|$)/.test(s))go('/api/search?page=1',localStorage.getItem(${JSON.stringify(EARLY_FEED_KEY)})||${JSON.stringify(defaultFeedPayload())});
var m=/^\\/realty\\/(\\d+)(\\/chess(?:\\/(\\d+))?)?\\/?$/.exec(p);
if(m){var w=/[?&]show=(\\d+)(&|$)/.exec(s);go('/api/objects/'+m[1],!m[2]&&w?JSON.stringify({show:w[1]}):'{}');
// A section's board under no stored filter (with one, the app's own request carries it).
if(m[3]&&!localStorage.getItem('filters'))go('/api/objects/'+m[1]+'/chess/'+m[3],'{}')}
}catch(e){}})();`;
}
