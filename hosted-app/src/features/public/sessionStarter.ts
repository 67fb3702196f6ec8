import type { PluralMessage } from '@stillpoint/sdk/catalog';
import type { IslandElement } from './islandModules';

/** The island's own words in the page's language: while it loads, when it cannot, and how long a finished try ran. */
export interface IslandWords {
  readonly ready: string;
  readonly failed: string;
  readonly back: string;
  /** "{count} seconds", "{count} minutes", by plural form. */
  readonly seconds: PluralMessage;
  readonly minutes: PluralMessage;
  /** What the invitation says of the finished try, "{duration}" the time practised ("{duration} of breathing"); the time alone without it. */
  readonly done?: string;
}

/** What a Start control carries for SESSION_STARTER: the element, its module, its attributes, the island's name and words. */
export interface IslandStart {
  readonly element: IslandElement;
  readonly module: string;
  readonly label: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly words: IslandWords;
}

/** A Start button's attributes for SESSION_STARTER (none where its module is not known: the app starts it then). */
export const islandStartProps = (start: IslandStart | null) =>
  start
    ? {
        'data-island-element': start.element,
        'data-island-module': start.module,
        'data-island-label': start.label,
        'data-island-attributes': JSON.stringify(start.attributes),
        'data-island-words': JSON.stringify(start.words),
      }
    : {};

/**
 * How long a try ran, in the page's language (`lang`) with the island's words: seconds under a minute, else minutes to
 * the nearest ("45 seconds", "2 Minuten"); the plural form and the number by `Intl`. Self-contained: the inline starter
 * carries its source (PRACTISED_SOURCE), and the page rendered by the app calls it.
 */
export const practised = (ms: number, words: Pick<IslandWords, 'seconds' | 'minutes'>, lang: string): string => {
  const seconds = Math.round(ms / 1000);
  const [count, forms] = seconds < 60 ? [seconds, words.seconds] : [Math.round(seconds / 60), words.minutes];
  const form = new Intl.PluralRules(lang).select(count);
  return (forms[form] ?? forms.other).replace('{count}', new Intl.NumberFormat(lang).format(count));
};

/** `practised` as the inline starter carries it. */
export const PRACTISED_SOURCE = practised.toString();

/**
 * A prerendered public page's sessions without the app (the page has none: lib/pageHandle.ts). A press on a Start that
 * carries `data-island-*` answers at once: the button is pressed (aria-busy) and the session's island covers the page,
 * its heading focused, "Getting the session ready…" (SessionIsland.tsx's markup, the Start's `data-island-words`), while the
 * element's module (its own chunk of the client build: islandModules.ts) loads; then the element runs there. Its
 * session-stop brings the page back with focus on Start; its session-complete too, with the page's invitation
 * (`data-island-invite`: the one inside the Start's nearest `data-island-scope`, else the page's) saying how long the visitor
 * practised (`data-island-practised`, PRACTISED_SOURCE, in the words' `done` where they have one).
 * On a page the test server marks, the session clock's speed is read as testTimeScale does (features/session/testHooks.ts).
 * Inline (allowed by its hash, as every inline script of a page), a few hundred bytes, no request of its own.
 */
export const SESSION_STARTER = `(()=>{
const practised=${PRACTISED_SOURCE};
document.addEventListener('click',(event)=>{
const start=event.target instanceof Element&&event.target.closest('[data-island-module]');
if(!start||start.getAttribute('aria-busy')==='true')return;
const main=start.closest('main')||document.body;
const invite=(start.closest('[data-island-scope]')||main).querySelector('[data-island-invite]');
const label=start.dataset.islandLabel;
const words=JSON.parse(start.dataset.islandWords);
start.setAttribute('aria-busy','true');
if(invite)invite.hidden=true;
const island=document.createElement('section');
island.className='session-island runner-theme';
island.setAttribute('aria-label',label);
const heading=document.createElement('h1');
heading.className='sr-only';heading.tabIndex=-1;heading.textContent=label;
const note=document.createElement('p');
note.className='muted session-island__note';note.textContent=words.ready;
island.append(heading,note);main.append(island);heading.focus();
const back=(done)=>{island.remove();start.removeAttribute('aria-busy');
if(done&&invite){const time=practised(done.elapsed,words,document.documentElement.lang||'en');invite.querySelector('[data-island-practised]').textContent=words.done?words.done.replace('{duration}',time):time;invite.hidden=false}
start.focus()};
import(start.dataset.islandModule).then(()=>{
const element=document.createElement(start.dataset.islandElement);
for(const [name,value] of Object.entries(JSON.parse(start.dataset.islandAttributes)))element.setAttribute(name,value);
const scale=document.querySelector('meta[name="stillpoint-test-hooks"]')?Number(localStorage.getItem('stillpoint:timeScale')):0;
if(scale>0)element.setAttribute('time-scale',String(scale));
element.addEventListener('session-complete',(done)=>back(done.detail));
element.addEventListener('session-stop',()=>back(null));
note.replaceWith(element);
},()=>{
const failed=document.createElement('div');
failed.className='session-island__note';failed.setAttribute('role','alert');
const why=document.createElement('p');why.textContent=words.failed;
const again=document.createElement('button');again.type='button';again.className='button button--ghost';again.textContent=words.back;
again.addEventListener('click',()=>back(null));
failed.append(why,again);note.replaceWith(failed);
});
});
})();`;
