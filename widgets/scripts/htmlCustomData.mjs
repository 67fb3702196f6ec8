// VS Code's HTML custom data (https://github.com/microsoft/vscode-custom-data) from
// custom-elements.json: completion and hover docs for <breath-session> and <meditation-timer> and
// their attributes in any HTML file. A project opts in with
// "html.customData": ["./node_modules/@stillpoint/widgets/vscode.html-custom-data.json"].

const README = 'https://www.npmjs.com/package/@stillpoint/widgets';

/** The custom data for every custom element the manifest declares. */
export function htmlCustomData(manifest) {
  const tags = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .map((declaration) => ({
      name: declaration.tagName,
      description: [
        declaration.summary,
        declaration.description,
        '',
        `Events: ${(declaration.events ?? []).map((event) => event.name).join(', ')}.`,
        `Methods: ${(declaration.members ?? [])
          .filter((member) => member.kind === 'method')
          .map((member) => `${member.name}()`)
          .join(', ')}.`,
      ]
        .filter((line) => line !== undefined)
        .join('\n'),
      attributes: (declaration.attributes ?? []).map((attribute) => ({ name: attribute.name, description: attribute.description })),
      references: [{ name: '@stillpoint/widgets', url: README }],
    }));
  return { version: 1.1, tags };
}

/** The file as written: two-space JSON and a final newline. */
export const htmlCustomDataText = (manifest) => `${JSON.stringify(htmlCustomData(manifest), null, 2)}\n`;
