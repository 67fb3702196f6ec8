import { present, readFlag } from './attributes';

/**
 * How an attribute reads as a JavaScript property: text as it is, a number as a number, a flag as a
 * boolean (with its default when the attribute is absent; undefined where a preset decides), JSON
 * as its text (set as a value, it is written as its JSON text).
 */
export type PropertyKind =
  | { readonly kind: 'text' }
  | { readonly kind: 'number' }
  | { readonly kind: 'json' }
  | { readonly kind: 'flag'; readonly absent: boolean | undefined };

export const TEXT = { kind: 'text' } as const satisfies PropertyKind;
export const JSON_TEXT = { kind: 'json' } as const satisfies PropertyKind;
export const NUMBER = { kind: 'number' } as const satisfies PropertyKind;
export const flag = <const A extends boolean | undefined>(absent: A) => ({ kind: 'flag', absent }) as const satisfies PropertyKind;

/** `visual-guide` → `visualGuide` as a type, as propertyName() names it at run time. */
export type PropertyName<A extends string> = A extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<PropertyName<Tail>>}` : A;

/** What a property of `Kind` holds for an attribute that accepts `Value`: undefined while the attribute is absent, but for a flag with a default. */
export type PropertyValue<Value, Kind extends PropertyKind> = Kind extends { readonly kind: 'number' }
  ? number | undefined
  : Kind extends { readonly kind: 'flag'; readonly absent: boolean }
    ? boolean
    : Kind extends { readonly kind: 'flag' }
      ? boolean | undefined
      : Exclude<Value, undefined> | undefined;

/**
 * An element's properties, one per attribute of `Attributes` (its JSX typings), named in camelCase and
 * typed by how `Kinds` (the element's property map) reads each: the attribute is the one source.
 */
export type ElementProperties<Attributes, Kinds extends { readonly [A in keyof Attributes]: PropertyKind }> = {
  -readonly [A in keyof Attributes & string as PropertyName<A>]: PropertyValue<Attributes[A], Kinds[A]>;
};

/** An element's attribute names, from the map of how each reads as a property, in the map's order. */
export function attributeNames<A extends string>(properties: Readonly<Record<A, PropertyKind>>): readonly A[] {
  return Object.keys(properties) as A[];
}

/** `visual-guide` → `visualGuide`, as Lit and the DOM's own reflected attributes name them. */
export function propertyName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function read(element: Element, attribute: string, kind: PropertyKind): unknown {
  const value = element.getAttribute(attribute);
  if (kind.kind === 'flag') return present(value) ? (readFlag(attribute, value, []) ?? kind.absent) : kind.absent;
  if (!present(value)) return undefined;
  return kind.kind === 'number' ? Number(value.trim()) : value;
}

function write(element: Element, attribute: string, kind: PropertyKind, value: unknown): void {
  if (value === undefined || value === null) element.removeAttribute(attribute);
  // A flag's false is written "off" rather than removed: autostart and bells are on when absent.
  else if (kind.kind === 'flag' && typeof value === 'boolean') element.setAttribute(attribute, value ? '' : 'off');
  else if (kind.kind === 'json' && typeof value !== 'string') element.setAttribute(attribute, JSON.stringify(value));
  else element.setAttribute(attribute, String(value));
}

/**
 * Gives every attribute a property that reflects it: `el.rounds = 3` sets rounds="3", and reading
 * `el.rounds` reads the attribute. Property bindings (Vue, Lit, Angular, Svelte) then reach the
 * element, and the attribute stays the one source the view reads.
 */
export function defineReflectingProperties(prototype: object, properties: Readonly<Record<string, PropertyKind>>): void {
  for (const [attribute, kind] of Object.entries(properties)) {
    Object.defineProperty(prototype, propertyName(attribute), {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return read(this, attribute, kind);
      },
      set(this: Element, value: unknown) {
        write(this, attribute, kind, value);
      },
    });
  }
}

/**
 * A property a framework set on the element before its class was defined is an own data property
 * that hides the prototype's accessor: hand each to the accessor (Lit does the same on connection).
 */
export function upgradeProperties(element: Element, attributes: readonly string[]): void {
  for (const attribute of attributes) {
    const name = propertyName(attribute);
    if (!Object.hasOwn(element, name)) continue;
    const value = (element as unknown as Record<string, unknown>)[name];
    delete (element as unknown as Record<string, unknown>)[name];
    (element as unknown as Record<string, unknown>)[name] = value;
  }
}
