import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { htmlCustomDataText } from '../scripts/htmlCustomData.mjs';
import { webTypesText, type WebTypes } from '../scripts/webTypes.mjs';
import { BREATH_SESSION_ATTRIBUTES, BREATH_SESSION_PROPERTIES } from './breath-session/breath-session.attributes';
import { propertyName } from './elementProperties';
import { DEPRECATED_EVENT_NAMES, MEDITATION_TIMER_EVENTS, SESSION_EVENTS } from './events';
import { MEDITATION_TIMER_ATTRIBUTES, MEDITATION_TIMER_PROPERTIES } from './meditation-timer/meditation-timer.attributes';
import { THEMES } from './themes';

// custom-elements.json (the analyzer's, from the elements' doc comments, and the members widgetBase
// gives them) and VS Code's HTML custom data generated from it are committed; `npm run build -w
// widgets` writes both. They must describe the elements as the code has them.

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

interface Declaration {
  tagName?: string;
  attributes?: Array<{ name: string }>;
  events?: Array<{ name: string }>;
  members?: Array<{ kind: string; name: string; readonly?: boolean; description?: string; type?: { text: string } }>;
  superclass?: { name: string };
  cssParts?: Array<{ name: string; description?: string }>;
}
interface Module {
  path: string;
  declarations?: Declaration[];
  exports?: Array<{ kind: string; name: string; declaration?: { name: string; module?: string } }>;
}
const manifest = JSON.parse(read('custom-elements.json')) as { modules: Module[] };
const elements = new Map(manifest.modules.flatMap((module) => module.declarations ?? []).filter((d) => d.tagName).map((d) => [d.tagName, d]));

/** An element's attributes as documented: its session's (the property map's order), then `messages`, then the deprecated `sounds`. */
const documented = (attributes: readonly string[]) => [...attributes.filter((name) => name !== 'sounds'), 'messages', 'sounds'];
const ATTRIBUTES = { 'breath-session': documented(BREATH_SESSION_ATTRIBUTES), 'meditation-timer': documented(MEDITATION_TIMER_ATTRIBUTES) };
const EVENTS: Record<keyof typeof ATTRIBUTES, readonly string[]> = {
  'breath-session': SESSION_EVENTS,
  'meditation-timer': [...SESSION_EVENTS, ...MEDITATION_TIMER_EVENTS],
};

describe('custom-elements.json', () => {
  it.each(Object.entries(ATTRIBUTES))('<%s>: every attribute and event, the methods, status, updateComplete and a property per attribute, each described', (tag, attributes) => {
    const element = elements.get(tag);
    expect(element?.superclass?.name).toBe('HTMLElement');
    expect(element?.attributes?.map((attribute) => attribute.name)).toEqual([...attributes]);
    // The deprecated names are documented too (as deprecated): pages still use them.
    expect(element?.events?.map((event) => event.name).sort()).toEqual([...EVENTS[tag as keyof typeof EVENTS], ...Object.keys(DEPRECATED_EVENT_NAMES)].sort());
    expect(element?.members?.map((member) => `${member.kind} ${member.name}`)).toEqual([
      'method start',
      'method pause',
      'method resume',
      'method stop',
      'field status',
      'field updateComplete',
      // Every attribute's reflecting property (elementProperties.ts), named in camelCase.
      ...attributes.map((attribute) => `field ${propertyName(attribute)}`),
    ]);
    expect(element?.members?.every((member) => (member.description ?? '').length > 10)).toBe(true);
    expect(element?.members?.find((member) => member.name === 'status')?.readonly).toBe(true);
  });
});

describe('custom-elements.json parts and paths', () => {
  it.each(Object.keys(ATTRIBUTES))('<%s>: every button has its own part, each described', (tag) => {
    const parts = elements.get(tag)?.cssParts ?? [];
    expect(parts.map((part) => part.name)).toEqual(expect.arrayContaining(['button', 'start', 'pause', 'resume', 'end', 'release', 'restart']));
    expect(parts.every((part) => (part.description ?? '').length > 5)).toBe(true);
  });

  it('names the files the package ships and exports, not its sources: the classes in its entry, each tag registered by its own', () => {
    const packageJson = JSON.parse(read('package.json')) as { exports: Record<string, string | { default?: string }> };
    const shipped = new Set(Object.values(packageJson.exports).map((target) => (typeof target === 'string' ? target : target.default)).filter(Boolean).map((path) => path!.replace(/^\.\//, '')));
    const paths = manifest.modules.flatMap((module) => [module.path, ...(module.exports ?? []).map((exported) => exported.declaration?.module).filter((path) => path !== undefined)]);
    expect(paths.filter((path) => !shipped.has(path))).toEqual([]);
    const definitions = manifest.modules.flatMap((module) => (module.exports ?? []).filter((exported) => exported.kind === 'custom-element-definition').map((exported) => `${exported.name} ${module.path} ${exported.declaration?.module}`));
    expect(definitions).toEqual(['breath-session dist/breath-session.js dist/index.js', 'meditation-timer dist/meditation-timer.js dist/index.js']);
  });
});

describe('custom-elements.json property types', () => {
  const PROPERTIES = { 'breath-session': BREATH_SESSION_PROPERTIES, 'meditation-timer': MEDITATION_TIMER_PROPERTIES };
  it.each(Object.entries(PROPERTIES))('<%s>: each reflecting property typed as the element reads it (numbers as numbers, theme by its values)', (tag, properties) => {
    const types = new Map(elements.get(tag)?.members?.map((member) => [member.name, member.type?.text]));
    for (const [attribute, kind] of Object.entries(properties)) {
      const type = types.get(propertyName(attribute));
      if (kind.kind === 'number') expect(type, attribute).toBe('number | undefined');
      else if (kind.kind === 'flag') expect(type, attribute).toBe(kind.absent === undefined ? 'boolean | undefined' : 'boolean');
    }
    expect(types.get('theme')).toBe(`${THEMES.map((theme) => `'${theme}'`).join(' | ')} | undefined`);
  });
});

describe('VS Code HTML custom data', () => {
  it('is generated from custom-elements.json as committed', () => {
    expect(read('vscode.html-custom-data.json')).toBe(htmlCustomDataText(manifest));
  });

  it('offers both tags with every attribute, described', () => {
    const data = JSON.parse(read('vscode.html-custom-data.json')) as { tags: Array<{ name: string; description: string; attributes: Array<{ name: string; description?: string }> }> };
    expect(data.tags.map((tag) => tag.name)).toEqual(Object.keys(ATTRIBUTES));
    for (const tag of data.tags) {
      expect(tag.attributes.map((attribute) => attribute.name)).toEqual([...ATTRIBUTES[tag.name as keyof typeof ATTRIBUTES]]);
      expect(tag.attributes.every((attribute) => (attribute.description ?? '').length > 0)).toBe(true);
      expect(tag.description).toContain('Methods: start(), pause(), resume(), stop().');
    }
  });
});

describe('JetBrains web-types', () => {
  const packageJson = JSON.parse(read('package.json')) as { name: string; version: string; 'web-types'?: string; files: string[]; exports: Record<string, unknown> };

  it('is generated from custom-elements.json as committed, for this version, and found by package.json and shipped', () => {
    expect(read('web-types.json')).toBe(webTypesText(manifest, packageJson));
    expect(packageJson['web-types']).toBe('./web-types.json');
    expect(packageJson.files).toContain('web-types.json');
    expect(packageJson.exports['./web-types.json']).toBe('./web-types.json');
  });

  it('offers both tags with every attribute (typed where the values are few), event, part and custom property', () => {
    const data = JSON.parse(read('web-types.json')) as WebTypes;
    const tags = data.contributions.html.elements;
    expect(tags.map((tag) => tag.name)).toEqual(Object.keys(ATTRIBUTES));
    for (const tag of tags) {
      const declaration = elements.get(tag.name)!;
      expect(tag.attributes.map((attribute) => attribute.name)).toEqual([...ATTRIBUTES[tag.name as keyof typeof ATTRIBUTES]]);
      expect(tag.attributes.every((attribute) => (attribute.description ?? '').length > 0)).toBe(true);
      expect(tag.attributes.find((attribute) => attribute.name === 'theme')?.value.type).toBe("'dark' | 'light' | 'auto'");
      expect(tag.events.map((event) => event.name)).toEqual(declaration.events?.map((event) => event.name));
      expect(tag.css.parts.map((part) => part.name)).toEqual(declaration.cssParts?.map((part) => part.name));
      expect(tag.css.properties.map((property) => property.name)).toContain('--sp-accent');
      expect(tag.js.properties.map((property) => property.name)).toContain('settleIn');
    }
  });
});
