import { afterEach, describe, expect, it } from 'vitest';
import { rendered } from '../test-support/rendered';
import { eventually } from '@stillpoint/test-support/eventually';
import './stillpoint-widgets';

// The elements render the SDK's React runners on Preact core (rollup.config.mjs, preactReact()),
// which writes props as they are: a camelCase SVG attribute (strokeWidth) would reach the DOM as an
// attribute the browser ignores, and a container's onFocus would never hear its buttons' focus.

function mount(html: string): HTMLElement[] {
  document.body.innerHTML = html;
  return [...document.body.children] as HTMLElement[];
}

afterEach(() => {
  document.body.innerHTML = '';
});

/** The style rules of a shadow root's <style> elements (jsdom parses no stylesheet inside a shadow root). */
function styleRules(root: ShadowRoot): CSSStyleRule[] {
  const style = Object.assign(document.createElement('style'), { textContent: [...root.querySelectorAll('style')].map((own) => own.textContent).join('\n') });
  document.head.append(style);
  const rules = [...(style.sheet?.cssRules ?? [])].filter((rule): rule is CSSStyleRule => 'selectorText' in rule);
  style.remove();
  return rules;
}

/** `property`'s value in a declaration block's text ("stroke: red; clip-path: url(\"#a\")"). */
const valueIn = (declarations: string, property: string) => new RegExp(`(?:^|;)\\s*${property}:\\s*([^;]+)`).exec(declarations)?.[1]?.trim() ?? '';

/**
 * `property` as the element's style attribute sets it, else as the last rule of its shadow root's
 * stylesheets that matches it (jsdom computes no SVG styles: this is the cascade, simplified).
 */
function declared(element: Element, property: string): string {
  const inline = valueIn(element.getAttribute('style') ?? '', property);
  if (inline) return inline;
  const matching = styleRules(element.getRootNode() as ShadowRoot).filter((rule) => element.matches(rule.selectorText));
  return matching.map((rule) => valueIn(rule.style.cssText, property)).filter(Boolean).at(-1) ?? '';
}

/** The attributes of the SVG elements under `root` whose names the browser would not read as SVG presentation. */
function camelCaseAttributes(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('svg, svg *')].flatMap((element) =>
    element.getAttributeNames().filter((name) => /[A-Z]/.test(name) && name !== 'viewBox').map((name) => `<${element.tagName} ${name}>`),
  );
}

/** The drawn shapes of the SVG pictures (not the clip path's shape under <defs>). */
const shapes = (root: ShadowRoot) => [...root.querySelectorAll('svg circle, svg path, svg rect')].filter((shape) => !shape.closest('defs'));

describe('the runners on Preact core', () => {
  it('draws every guide with its stroke styling from CSS, and clips the wave by style', async () => {
    const elements = mount(['circle', 'lungs', 'wave'].map((guide) => `<breath-session visual-guide="${guide}" autostart="off"></breath-session>`).join(''));
    for (const element of elements) {
      const root = await rendered(element);
      await eventually(() => root.querySelector('[part~="guide"] svg'));
      expect(camelCaseAttributes(root)).toEqual([]);
      for (const shape of shapes(root)) {
        expect(declared(shape, 'stroke'), shape.outerHTML).toMatch(/^var\(--sp-/);
        expect(declared(shape, 'stroke-width'), shape.outerHTML).toMatch(/^\d+$/);
      }
    }
    const wave = elements[2]?.shadowRoot;
    const clip = wave?.querySelector('defs > *')?.id;
    expect(clip).toBeTruthy();
    const clipped = [...(wave?.querySelectorAll('g') ?? [])].filter((g) => declared(g, 'clip-path'));
    expect(clipped.map((g) => declared(g, 'clip-path'))).toEqual([expect.stringContaining(`#${clip}`)]);
    const airway = elements[1]?.shadowRoot?.querySelector('.sp-guide-airway');
    expect(airway && declared(airway, 'stroke-linecap')).toBe('round');
  });

  it('draws the countdown ring with its dash pattern as a style, emptying as the session runs', async () => {
    const [element] = mount('<meditation-timer minutes="1" time-scale="600"></meditation-timer>');
    const root = await rendered(element as HTMLElement);
    const progress = await eventually(() => root.querySelector('.sp-ring-progress'));
    expect(camelCaseAttributes(root)).toEqual([]);
    expect(declared(progress, 'stroke')).toBe('var(--sp-accent)');
    expect(declared(progress, 'stroke-linecap')).toBe('round');
    const circumference = Number(declared(progress, 'stroke-dasharray'));
    expect(circumference).toBeCloseTo(2 * Math.PI * 90, 1);
    await eventually(() => Number(declared(progress, 'stroke-dashoffset')) > circumference / 4, { withinMs: 10_000 });
  });

  it("shows the zen view's hidden controls when one of them takes the keyboard focus (onFocusCapture)", async () => {
    const [element] = mount('<meditation-timer minutes="5" zen></meditation-timer>');
    const root = await rendered(element as HTMLElement);
    const controls = await eventually(() => root.querySelector<HTMLElement>('[part~="controls"]'));
    const end = await eventually(() => root.querySelector<HTMLButtonElement>('[part~="end"]'));
    expect(controls.classList).toContain('sp-transparent');
    end.focus();
    await eventually(() => !controls.classList.contains('sp-transparent'));
  });

  it('unmounts the runner when the element leaves the page', async () => {
    const [element] = mount('<meditation-timer minutes="5"></meditation-timer>');
    const root = await rendered(element as HTMLElement);
    element?.remove();
    // A microtask later: until then it may be a move, which keeps the session (widgetBase.ts).
    await Promise.resolve();
    expect(root.querySelector('[part~="runner"]')).toBeNull();
  });
});
