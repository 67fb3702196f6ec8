import { HYDRATED_EVENT } from './hydratedEvent';

/**
 * The public pages whose buttons still need the app (the landing page and the CalmKit page; every other public page
 * runs none: lib/pageHandle.ts) load no script until the reader presses something. Their HTML is
 * the whole page; the app (React, the router, the route) only makes its buttons work, so it loads on the first
 * press of one, then that press is played again: Start starts the practice, a card opens. Links (Sign In, every
 * trial action) are never held: they go at once to the page that does their work. After the build (react-router.config.ts) each public page's React Router scripts are kept where they
 * are but given a type no browser runs, its module preloads a rel no browser fetches, and `PRESS_LOADER` (inline,
 * allowed by its hash like React Router's own scripts) turns them back on at the first press.
 */

/** The type a page's deferred scripts carry until the first press: `classic` or `module` after the prefix. */
const LATER_TYPE = 'text/x-stillpoint-later-';
const LATER_PRELOAD = 'x-stillpoint-later-modulepreload';

/**
 * The inline loader. A press (a click, or Enter or Space on a button, which click) on a button before the app has
 * loaded is held: the scripts run, and once the app has hydrated
 * the same element (or, should React have rendered it anew, the one of its tag with its text) is clicked again, once
 * it is inside no element marked `data-island="waiting"` (a part that hydrates later, as the lazy FAQ does; given up
 * after 10 s). Later presses wait for the same load. Nothing on the page changes before the app hydrates it.
 *
 * Offline (commercial.md §6) the app loads at once, from the service worker's precache, so the reader gets the
 * banner and the free sessions; it loads too when the connection drops while the page is open. On the reader's
 * first interaction of any kind (a pointer move, a key, a scroll, a touch) the app loads: a reader gets prices in
 * their currency by the time they press anything, while a crawler or a speed test fetches no script of the app.
 * (The page registers the service worker by itself once loaded: lib/WorkerRegistration.tsx, in its footer.)
 */
export const PRESS_LOADER = `(()=>{let loading=null,ready=false;
const load=()=>loading||(loading=new Promise((done)=>{
addEventListener(${JSON.stringify(HYDRATED_EVENT)},()=>{ready=true;done()},{once:true});
for(const link of document.querySelectorAll('link[rel=${LATER_PRELOAD}]'))link.rel='modulepreload';
for(const held of document.querySelectorAll('script[type^="${LATER_TYPE}"]')){
const script=document.createElement('script');
if(held.type.endsWith('module'))script.type='module';
script.textContent=held.textContent;
document.head.append(script);}}));
let woken=false;
const wake=()=>{if(woken)return;woken=true;load()};
for(const type of ['pointermove','pointerdown','keydown','scroll','touchstart'])addEventListener(type,wake,{once:true,passive:true});
if(!navigator.onLine)load();
addEventListener('offline',()=>load());
document.addEventListener('click',(event)=>{
if(ready)return;
const target=event.target instanceof Element&&event.target.closest('button');
if(!target)return;
event.preventDefault();event.stopImmediatePropagation();
load().then(()=>{
const find=()=>{const same=target.isConnected?target:[...document.querySelectorAll(target.tagName)].find((e)=>e.textContent===target.textContent);
return same&&!same.closest('[data-island=waiting]')?same:null};
const found=find();
if(found)return found.click();
const watching=new MutationObserver(()=>{const again=find();if(again){watching.disconnect();again.click()}});
watching.observe(document,{attributes:true,childList:true,subtree:true});
setTimeout(()=>watching.disconnect(),10000);
});
},true);})();`;

const RR_SCRIPT = /<script((?:\s+[\w-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;

/**
 * A public page's HTML with its app deferred to the first press: React Router's scripts (its context, the
 * stream of its data, the module that imports the entry and the route) inert, its module preloads inert, and
 * the loader at the end of the body. The elements stay in place, so hydration finds the document it was built as.
 */
export function hydrateOnFirstPress(html: string): string {
  if (html.includes(LATER_TYPE)) return html;
  const deferred = html
    .replace(/<link rel="modulepreload"/g, `<link rel="${LATER_PRELOAD}"`)
    .replace(RR_SCRIPT, (whole, attributes: string, body: string) => {
      const module = /\btype="module"/.test(attributes);
      if (!module && !body.includes('__reactRouter')) return whole;
      const rest = attributes.replace(/\s+type="[^"]*"/, '');
      return `<script type="${LATER_TYPE}${module ? 'module' : 'classic'}"${rest}>${body}</script>`;
    });
  return deferred.replace('</body>', () => `<script>${PRESS_LOADER}</script></body>`);
}
