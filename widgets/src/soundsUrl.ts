/**
 * Where the elements look for `assets.json` and the sound files when the page does not say (the
 * `sounds` attribute). Unset, the audio engine's own default applies: /sounds/ on the page's host.
 * The script-tag build sets it to the sounds/ folder beside the script, which its build copies there.
 */
let defaultSoundsUrl: string | undefined;

export function setDefaultSoundsUrl(url: string | undefined): void {
  defaultSoundsUrl = url;
}

export function soundsUrlFor(attribute: string | undefined): string | undefined {
  return attribute ?? defaultSoundsUrl;
}
