/** Gives every relative import of the .d.ts files under `folder` its full path (`.js`, `/index.js`); returns how many changed. */
export function fullySpecifyDeclarations(folder: string): number;
