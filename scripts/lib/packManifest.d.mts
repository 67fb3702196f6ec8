/** `exports` with every "source" condition taken out, at any depth; everything else as it is. */
export function withoutSourceCondition<T>(exports: T): T;
/** The package.json text npm packs: the same manifest, its exports without the "source" condition. */
export function packedManifestText(text: string): string;
/** Before packing the package in `folder`: its package.json put aside, and the packed one written. */
export function prepack(folder: string): void;
/** After packing: the package.json put aside comes back. */
export function postpack(folder: string): void;
