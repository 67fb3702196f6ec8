// Imported first by the script-tag build, before any element registers (and renders): where the
// sound files are looked for when an element names no folder (sound-base-url). Beside the script,
// where a build from this repository emits them and where whoever hosts the package's dist/ copies
// node_modules/@stillpoint/sdk/sounds/; from an npm CDN (jsDelivr, unpkg), the matching SDK's sounds
// on the same CDN, since the widgets package does not carry them twice (scriptSoundsUrl.ts).
import { scriptSoundsUrl } from './scriptSoundsUrl';
import { SDK_VERSION } from './sdkVersion';
import { setDefaultSoundsUrl } from './soundsUrl';

setDefaultSoundsUrl(scriptSoundsUrl(import.meta.url, SDK_VERSION));
