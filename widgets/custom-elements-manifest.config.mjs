// custom-elements.json from the elements' doc comments (@tag, @attr, @event, @csspart, @cssproperty).

/**
 * The methods and properties both elements get from widgetBase (widgets/src/widgetBase.ts,
 * WidgetElement), which the analyzer cannot see through the function that makes the class.
 * manifest.dom.test.ts holds this list to the elements' prototypes.
 */
const WIDGET_MEMBERS = [
  {
    kind: 'method',
    name: 'start',
    description:
      'Starts the session (with autostart="off"); after one completed or stopped, a new one with the same attributes. Called before the element is on the page, it starts once it is. Does nothing while running or paused.',
    return: { type: { text: 'void' } },
  },
  { kind: 'method', name: 'pause', description: 'Pauses a running session: session-pause.', return: { type: { text: 'void' } } },
  { kind: 'method', name: 'resume', description: 'Resumes a paused session: session-resume.', return: { type: { text: 'void' } } },
  {
    kind: 'method',
    name: 'stop',
    description: 'Ends a running or paused session early: session-stop with reason "method".',
    return: { type: { text: 'void' } },
  },
  {
    kind: 'field',
    name: 'status',
    readonly: true,
    type: { text: "'idle' | 'running' | 'paused' | 'complete' | 'stopped' | 'invalid'" },
    description: 'Where the session stands; "invalid" while the attributes cannot make a session.',
  },
  {
    kind: 'field',
    name: 'updateComplete',
    readonly: true,
    type: { text: 'Promise<boolean>' },
    description: 'Resolves (true) once the element shows its attributes as they are now. Methods need no wait: each applies after the attribute changes made before it.',
  },
];

/** The type of each attribute's reflecting property (widgets/src/elementAttributes.ts, *Properties). */
// manifest.test.ts holds these lists to the elements' property maps (BREATH_SESSION_PROPERTIES, ...).
const NUMBER_ATTRIBUTES = new Set(['rounds', 'minutes', 'time-scale', 'bell-interval', 'settle-in']);
const FLAG_ATTRIBUTES = new Set(['sound', 'autostart', 'zen']);
const propertyName = (attribute) => attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
/** A text attribute whose doc comment names its values (`@attr {'dark' | 'light' | 'auto'} theme`) is typed by them. */
const propertyType = (attribute) =>
  NUMBER_ATTRIBUTES.has(attribute.name)
    ? 'number | undefined'
    : FLAG_ATTRIBUTES.has(attribute.name)
      ? 'boolean'
      : attribute.name === 'bells'
        ? 'boolean | undefined'
        : attribute.name === 'messages'
          ? 'Partial<Record<MessageKey, Message>> | undefined'
          : attribute.type?.text
            ? `${attribute.type.text} | undefined`
            : 'string | undefined';

/** Every attribute has a property that reflects it (widgets/src/elementProperties.ts). */
function reflectingProperties(declaration) {
  return (declaration.attributes ?? []).map((attribute) => {
    attribute.fieldName = propertyName(attribute.name);
    return {
      kind: 'field',
      name: attribute.fieldName,
      attribute: attribute.name,
      reflects: true,
      type: { text: propertyType(attribute) },
      description: `${attribute.description ?? ''} Reflects the ${attribute.name} attribute; undefined (or null) removes it.`.trim(),
    };
  });
}

/**
 * The files an installed package has, rather than the sources the analyzer read: the element classes
 * are exported by the package's entry, `dist/index.js`, and each tag is registered by its own entry,
 * `dist/breath-session.js` (rollup.config.mjs, libraryBuild; package.json "exports").
 */
const ENTRY = 'dist/index.js';
const registeringEntry = (tagName) => `dist/${tagName}.js`;

/** One module for the entry with every element class, and one per registering entry with its tag's definition. */
function shippedModules(modules) {
  const entry = { kind: 'javascript-module', path: ENTRY, declarations: [], exports: [] };
  const registering = [];
  for (const module of modules) {
    entry.declarations.push(...(module.declarations ?? []));
    for (const exported of module.exports ?? []) {
      const declaration = exported.declaration && { ...exported.declaration, module: ENTRY };
      if (exported.kind === 'custom-element-definition') {
        registering.push({ kind: 'javascript-module', path: registeringEntry(exported.name), declarations: [], exports: [{ ...exported, declaration }] });
      } else {
        entry.exports.push({ ...exported, declaration });
      }
    }
  }
  return [entry, ...registering];
}

/**
 * Our element classes extend `widgetBase(View, attributes)`, which the analyzer reads as extending
 * the view; they are HTMLElements registered by the files beside them, with widgetBase's members.
 * Say so in the manifest.
 */
function widgetElements() {
  return {
    name: 'stillpoint-widget-elements',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.tagName) continue;
          declaration.superclass = { name: 'HTMLElement', package: 'global:' };
          declaration.members = [...WIDGET_MEMBERS, ...reflectingProperties(declaration), ...(declaration.members ?? [])];
          delete declaration.mixins;
          module.exports = [
            ...(module.exports ?? []),
            {
              kind: 'custom-element-definition',
              name: declaration.tagName,
              declaration: { name: declaration.name, module: module.path },
            },
          ];
        }
      }
      customElementsManifest.modules = shippedModules(customElementsManifest.modules);
    },
  };
}

export default {
  globs: ['src/**/*.component.ts'],
  outdir: '.',
  dependencies: false,
  packagejson: false,
  plugins: [widgetElements()],
};
