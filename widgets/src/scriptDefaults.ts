// Imported first by the script-tag build, before any element registers (and renders): the sound
// files are looked for in a sounds/ folder beside the script. A build from this repo emits them
// there; the npm package does not carry them twice: who hosts dist/stillpoint-widgets.js from the
// package copies node_modules/@stillpoint/sdk/sounds/ to a sounds/ folder beside it (or sets the
// elements' `sounds` attribute to wherever the SDK's sounds are served).
import { setDefaultSoundsUrl } from './soundsUrl';

setDefaultSoundsUrl(new URL('./sounds/', import.meta.url).href);
