// Imported first by the script-tag build, before any element registers (and renders): the sound
// files are in the sounds/ folder beside the script, which that build emits.
import { setDefaultSoundsUrl } from './soundsUrl';

setDefaultSoundsUrl(new URL('./sounds/', import.meta.url).href);
