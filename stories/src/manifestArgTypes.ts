import manifest from '@stillpoint/widgets/custom-elements.json';

/** What the docs table shows of one attribute: its description, the values it takes, and its default. */
export interface AttributeDoc {
  readonly description: string;
  readonly table: { readonly category: 'attributes'; readonly type: { readonly summary: string }; readonly defaultValue?: { readonly summary: string } };
}

interface ManifestAttribute {
  readonly name: string;
  readonly description?: string;
  readonly type?: { readonly text: string };
}

/** "... Default 24em." or "Default: the sounds/ folder ..., else /sounds/ on the page's host." as its value. */
export function defaultIn(description: string): string | undefined {
  return /\bDefault:? (.+?)\.(?:\s|$)/.exec(description)?.[1] ?? (/\b(On|Off) by default\b/.exec(description)?.[1]?.toLowerCase());
}

/**
 * The element's attributes as custom-elements.json describes them (the analyzer reads the components' doc
 * comments), for Storybook's docs table: one place wrote them, so the table says what the editor hover
 * and the README say.
 */
export function manifestArgTypes(tag: 'breath-session' | 'meditation-timer'): Record<string, AttributeDoc> {
  const declaration = manifest.modules
    .flatMap((module) => module.declarations as ReadonlyArray<{ tagName?: string; attributes?: readonly ManifestAttribute[]; members?: ReadonlyArray<{ attribute?: string; type?: { text: string } }> }>)
    .find((found) => found.tagName === tag);
  if (!declaration) throw new Error(`custom-elements.json declares no <${tag}>.`);
  // The attribute's values where its doc comment names them, else its reflecting property's type.
  const typeOf = (attribute: ManifestAttribute) =>
    attribute.type?.text ?? declaration.members?.find((member) => member.attribute === attribute.name)?.type?.text.replace(/ \| undefined$/, '') ?? 'string';
  return Object.fromEntries(
    (declaration.attributes ?? []).map((attribute) => {
      const description = attribute.description ?? '';
      const fallback = defaultIn(description);
      return [
        attribute.name,
        { description, table: { category: 'attributes', type: { summary: typeOf(attribute) }, ...(fallback ? { defaultValue: { summary: fallback } } : {}) } },
      ];
    }),
  );
}

/** Each attribute's control (`controls`) with its documentation from the manifest; every attribute the element has gets a row. */
export function documentedArgTypes<Controls extends Record<string, object>>(tag: 'breath-session' | 'meditation-timer', controls: Controls): Record<string, object> {
  const docs = manifestArgTypes(tag);
  return Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, { ...(controls[name] ?? { control: false }), ...doc }]));
}
