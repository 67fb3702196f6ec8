/**
 * One entry of `/sounds/assets.json`: a sound's name and its file, relative to the manifest. A loop may
 * add where it loops, in seconds: lossy codecs are not continuous across a file's ends, so our loops
 * carry a little of their own start and end around the loop points.
 */
export interface SoundManifestEntry {
  readonly name: string;
  readonly file: string;
  readonly loopStart?: number;
  readonly loopEnd?: number;
}

/** Reads the manifest's JSON; a malformed manifest is an error that says what is wrong. */
export function parseSoundManifest(json: unknown): SoundManifestEntry[] {
  if (!Array.isArray(json)) throw new Error('Sound manifest must be a JSON array of {name, file}.');
  return json.map((entry: unknown, i) => {
    const e = entry as Partial<Record<keyof SoundManifestEntry, unknown>> | null;
    if (typeof e !== 'object' || e === null || typeof e.name !== 'string' || typeof e.file !== 'string' || !e.name || !e.file) {
      throw new Error(`Sound manifest entry ${i} must be an object with a non-empty name and file.`);
    }
    if (e.loopStart === undefined && e.loopEnd === undefined) return { name: e.name, file: e.file };
    const { loopStart, loopEnd } = e;
    if (typeof loopStart !== 'number' || typeof loopEnd !== 'number' || !(loopStart >= 0) || !(loopEnd > loopStart)) {
      throw new Error(`Sound manifest entry ${i} ("${e.name}") must give loopStart and loopEnd as seconds with 0 <= loopStart < loopEnd.`);
    }
    return { name: e.name, file: e.file, loopStart, loopEnd };
  });
}

/** A manifest file is relative to the manifest's own folder (the base URL), unless it is absolute. */
export function resolveSoundUrl(baseUrl: string, file: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\//i.test(file)) return file;
  return baseUrl.endsWith('/') ? baseUrl + file : `${baseUrl}/${file}`;
}
