import { describe, expect, it } from 'vitest';
import manifestJson from '../custom-elements.json';
import { BreathSessionElement } from './breath-session/breath-session.component';
import { MeditationTimerElement } from './meditation-timer/meditation-timer.component';

// The members custom-elements.json lists (custom-elements-manifest.config.mjs, WIDGET_MEMBERS) are
// the element's own public methods and properties, no more and no fewer.

const manifest = manifestJson as {
  modules: Array<{ declarations?: Array<{ tagName?: string; members?: Array<{ name: string }> }> }>;
};
const LIFECYCLE = new Set(['constructor', 'connectedCallback', 'disconnectedCallback', 'attributeChangedCallback', 'adoptedCallback']);

/** Public names the element class and its bases add to HTMLElement. */
function ownMembers(element: CustomElementConstructor): string[] {
  const names = new Set<string>();
  for (let proto = element.prototype; proto && proto !== HTMLElement.prototype; proto = Object.getPrototypeOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) if (!LIFECYCLE.has(name)) names.add(name);
  }
  return [...names].sort();
}

describe('custom-elements.json members', () => {
  it.each([
    ['breath-session', BreathSessionElement],
    ['meditation-timer', MeditationTimerElement],
  ] as const)('<%s> lists exactly the methods and properties the element has', (tag, element) => {
    const listed = manifest.modules.flatMap((module) => module.declarations ?? []).find((declaration) => declaration.tagName === tag)?.members ?? [];
    expect(listed.map((member) => member.name).sort()).toEqual(ownMembers(element as unknown as CustomElementConstructor));
  });
});
