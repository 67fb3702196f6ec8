// JetBrains web-types (https://github.com/JetBrains/web-types) from custom-elements.json: completion,
// hover docs and checks for <breath-session> and <meditation-timer> in WebStorm and the other JetBrains
// IDEs, their attributes (with the values each takes), events, properties, parts and custom
// properties. The IDEs find the file by package.json's "web-types" field: nothing to set up.

const DOCS = 'https://www.npmjs.com/package/@stillpoint/widgets';

const described = (items = []) => items.map(({ name, description }) => ({ name, ...(description ? { description } : {}) }));

/** The web-types document for every custom element the manifest declares, as `version` of the package. */
export function webTypes(manifest, { name, version }) {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .map((declaration) => ({
      name: declaration.tagName,
      description: [declaration.summary, declaration.description].filter(Boolean).join('\n\n'),
      'doc-url': DOCS,
      source: { module: name, symbol: declaration.name },
      attributes: (declaration.attributes ?? []).map((attribute) => ({
        name: attribute.name,
        description: attribute.description,
        value: { type: attribute.type?.text ?? 'string' },
      })),
      events: described(declaration.events),
      js: {
        properties: (declaration.members ?? [])
          .filter((member) => member.kind === 'field')
          .map((member) => ({ name: member.name, description: member.description, type: member.type?.text, ...(member.readonly ? { 'read-only': true } : {}) })),
        events: described(declaration.events),
      },
      css: { parts: described(declaration.cssParts), properties: described(declaration.cssProperties) },
    }));
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name,
    version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: { html: { elements } },
  };
}

/** The file as written: two-space JSON and a final newline. */
export const webTypesText = (manifest, pkg) => `${JSON.stringify(webTypes(manifest, pkg), null, 2)}\n`;
