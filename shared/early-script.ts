// The inline script index.html starts with (vite.config.ts puts it there; the server allows it by its hash): with a
// stored session it asks for the first data of /feed, of an object page and of its chessboard before the app's code
// has loaded, and leaves the answers in window.__early for app/lib/early-requests.ts. An answer the server already
// put into the page (its first paint, decision 033: <script id="fp-data"> before this one, for the same session) is
// handed over instead of asked for. Plain ES2017 in one string: it runs before any module, in every browser the app
// supports. Inside the mobile wrapper (window.Capacitor) it does nothing: the page is the bundled SPA, its relative
// addresses are not the server's.
import { toClientForm } from './client-form.ts';
import { defaultFilter } from './filter-presets.ts';

import { EARLY_FEED_KEY } from './early-feed-key.ts';
import { FIRST_PAINT_DATA_ID, SESSION_COOKIE } from './first-paint.ts';

export { EARLY_FEED_KEY };

/** The feed's first-page body for a visitor without a stored filter: the default preset, as the app sends it. */
export const defaultFeedPayload = (): string => JSON.stringify(toClientForm(defaultFilter().filter));

export function earlyScript(): string {
  return `(function(){try{
if(window.Capacitor)return;
var t=localStorage.getItem('token');if(!t||!window.fetch||navigator.onLine===false)return;
var q=window.__early=[],p=location.pathname,s=location.search,f={};
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
