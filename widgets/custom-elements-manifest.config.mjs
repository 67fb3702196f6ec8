// custom-elements.json from the elements' doc comments (@tag, @attr, @event, @csspart, @cssproperty).

/**
 * Our element classes extend `widgetBase(View, attributes)`, which the analyzer reads as extending
 * the view; they are HTMLElements registered by the files beside them. Say so in the manifest.
 */
function widgetElements() {
  return {
    name: 'stillpoint-widget-elements',
    packageLinkPhase({ customElementsManifest }) {
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (!declaration.tagName) continue;
          declaration.superclass = { name: 'HTMLElement', package: 'global:' };
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
