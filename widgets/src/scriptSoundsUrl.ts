/** An npm CDN's path to a file of @stillpoint/widgets: `…/@stillpoint/widgets@0.1.0/dist/…` (or unpinned, `…/@stillpoint/widgets/…`). */
const NPM_CDN_PATH = /^(.*\/)@stillpoint\/widgets(?:@[^/]+)?\//;

/**
 * The folder the script-tag build reads its sound files from when the page names none, given the
 * script's own URL. From an npm CDN (jsDelivr, unpkg: the URL names `@stillpoint/widgets@<version>/`),
 * where the widgets package carries no sounds, it is the matching SDK's `sounds/` on the same CDN,
 * `@stillpoint/sdk@<sdkVersion>/sounds/`: the sound files ship once, in the SDK. Hosted anywhere
 * else, it is `sounds/` beside the script, where a build from this repository emits them and where
 * whoever hosts the package's dist/ copies them.
 */
export function scriptSoundsUrl(scriptUrl: string, sdkVersion: string): string {
  const url = new URL(scriptUrl);
  const cdn = NPM_CDN_PATH.exec(url.pathname);
  if (cdn) return new URL(`${cdn[1]}@stillpoint/sdk@${sdkVersion}/sounds/`, url.origin).href;
  return new URL('./sounds/', url).href;
}
