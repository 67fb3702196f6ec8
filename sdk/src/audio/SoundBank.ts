import { parseSoundManifest, resolveSoundUrl, type SoundManifestEntry } from './manifest';
import { isAmbientSound, isOneShotSound } from './soundCatalog';
import { getContext, type BaseContext } from './tone';

/** Where the audio engine's warnings go (console by default). */
export interface AudioLogger {
  /** A problem worth a developer's attention that does not stop the sound, e.g. a missing file. */
  warn(message: string, ...details: unknown[]): void;
}

/** Where a SoundBank reads its files from, and with what. */
export interface SoundBankOptions {
  /** The Tone context the files are decoded in. */
  context: BaseContext;
  /** Folder holding `assets.json` and the files it names; point it at a CDN for widgets on other sites. */
  baseUrl: string;
  /** The fetch the files are read with. */
  fetch: typeof fetch;
  /** Where warnings go (a missing or undecodable file, a manifest answered by an HTML page). */
  logger: AudioLogger;
}

/** The browser's fetch, one function for every bank, so banks on it can share what they fetched. */
export const pageFetch: typeof fetch = (...args) => globalThis.fetch(...args);

/**
 * Manifests being read or read through the page's fetch, by URL: every bank (two runners on a page,
 * a session started again) reads its manifest once. A manifest that could not be read is forgotten,
 * so the next bank tries again.
 */
const sharedManifests = new Map<string, Promise<SoundManifestEntry[]>>();

/**
 * What a host answers for a file it does not have can be a page: a single-page app's fallback sends
 * its index.html, status 200, for every unknown path. Read as JSON or audio that is "Unexpected
 * token '<'" or a decoding error that names nothing; this names the URL and says what came instead.
 */
export class NotASoundFileError extends Error {}

const isHtml = (contentType: string, start: string) => /text\/html/i.test(contentType) || /^\s*</.test(start);

function htmlAnswer(url: string, contentType: string, what: string): NotASoundFileError {
  const type = contentType.split(';')[0]?.trim() || 'no content type';
  return new NotASoundFileError(
    `${url} answered with an HTML page (${type}), not ${what}: no sounds are there (a single-page app answers every missing file with its index.html).`,
  );
}

async function fetchManifest(fetchFn: typeof fetch, url: string): Promise<SoundManifestEntry[]> {
  const response = await fetchFn(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  if (isHtml(contentType, text.slice(0, 64))) throw htmlAnswer(url, contentType, 'the sound manifest');
  return parseSoundManifest(JSON.parse(text));
}

/** The first bytes of the audio files browsers decode: Ogg, RIFF/WAVE, FLAC, MP3 (ID3 or a frame sync), MP4/M4A (ftyp at 4). */
function looksLikeAudio(bytes: Uint8Array): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return (
    ['OggS', 'RIFF', 'fLaC'].includes(ascii(0, 4)) ||
    ascii(0, 3) === 'ID3' ||
    (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0) ||
    ascii(4, 8) === 'ftyp'
  );
}

/**
 * URLs already reported, so a page with several widgets on one missing folder reads one message per
 * URL, not one per widget and session.
 */
const reported = new Set<string>();

function warnOnce(logger: AudioLogger, url: string, message: string, error: unknown): void {
  if (reported.has(url)) return;
  reported.add(url);
  // Our own error says all there is; another (the network's, the decoder's) goes along as the detail.
  if (error instanceof NotASoundFileError) logger.warn(`Stillpoint audio: ${error.message} ${message}`);
  else logger.warn(message, error);
}

function readShared(fetchFn: typeof fetch, url: string): Promise<SoundManifestEntry[]> {
  if (fetchFn !== pageFetch) return fetchManifest(fetchFn, url);
  let entries = sharedManifests.get(url);
  if (!entries) {
    entries = fetchManifest(fetchFn, url);
    sharedManifests.set(url, entries);
    entries.catch(() => sharedManifests.delete(url));
  }
  return entries;
}

/**
 * The decoded sound files. Loading never throws: a missing manifest, a missing file or one that does
 * not decode is logged, and the engine's own generators play in its place.
 */
export class SoundBank {
  /** The folder holding `assets.json` and the files it names. */
  readonly baseUrl: string;
  private readonly context: BaseContext;
  private readonly fetchFn: typeof fetch;
  private readonly logger: AudioLogger;
  private readonly buffers = new Map<string, AudioBuffer>();
  private readonly pending = new Map<string, Promise<AudioBuffer | null>>();
  private manifest: Promise<Map<string, string>> | null = null;
  private readonly loops = new Map<string, { readonly loopStart: number; readonly loopEnd: number }>();
  private disposed = false;
  /** The manifest could not be read: that was said once, so each sound's missing file goes unsaid. */
  private manifestFailed = false;

  constructor(options: Partial<SoundBankOptions> = {}) {
    const o = { ...SoundBank.getDefaults(), ...options };
    this.context = o.context;
    this.baseUrl = o.baseUrl;
    this.fetchFn = o.fetch;
    this.logger = o.logger;
  }

  /** Tone's shared context, `/sounds/`, the page's fetch and the console. */
  static getDefaults(): SoundBankOptions {
    return {
      context: getContext(),
      baseUrl: '/sounds/',
      fetch: pageFetch,
      logger: console,
    };
  }

  /** The decoded file for a sound, or null (not loaded, missing, or undecodable). */
  get(name: string): AudioBuffer | null {
    return this.buffers.get(name) ?? null;
  }

  /** Resolves when the named sound's file is no longer loading (loaded, or failed). */
  settled(name: string): Promise<void> {
    return (this.pending.get(name) ?? Promise.resolve()).then(() => undefined);
  }

  /** True while the named sound's file is being fetched or decoded. */
  isLoading(name: string): boolean {
    return this.pending.has(name);
  }

  /** Where a loop loops (s), when its manifest entry says; else the whole file. */
  loopOf(name: string): { readonly loopStart: number; readonly loopEnd: number } | null {
    return this.loops.get(name) ?? null;
  }

  /** Fetches and decodes the named sounds (all in the manifest when none are named). Resolves when done, whatever failed. */
  async load(names?: readonly string[]): Promise<void> {
    const wanted = names ?? [...(await this.readManifest()).keys()];
    await Promise.all(wanted.map((name) => this.loadOne(name)));
  }

  /** Drops every decoded file; the bank cannot be used after. */
  dispose(): this {
    this.disposed = true;
    this.buffers.clear();
    this.pending.clear();
    return this;
  }

  private readManifest(): Promise<Map<string, string>> {
    this.manifest ??= (async () => {
      const url = resolveSoundUrl(this.baseUrl, 'assets.json');
      const files = new Map<string, string>();
      try {
        for (const entry of await readShared(this.fetchFn, url)) {
          if (!isAmbientSound(entry.name) && !isOneShotSound(entry.name)) {
            this.logger.warn(`Stillpoint audio: the sound manifest names an unknown sound "${entry.name}"; ignored.`);
            continue;
          }
          files.set(entry.name, resolveSoundUrl(this.baseUrl, entry.file));
          if (entry.loopStart !== undefined && entry.loopEnd !== undefined) this.loops.set(entry.name, { loopStart: entry.loopStart, loopEnd: entry.loopEnd });
        }
      } catch (error) {
        const message = error instanceof NotASoundFileError ? 'The built-in generators will play.' : `Stillpoint audio: could not read the sound manifest ${url}; the built-in generators will play.`;
        warnOnce(this.logger, url, message, error);
        this.manifestFailed = true;
      }
      return files;
    })();
    return this.manifest;
  }

  /** Marked as loading at once (before the manifest is read), so a session starting now waits for it. */
  private loadOne(name: string): Promise<AudioBuffer | null> {
    const known = this.buffers.get(name);
    if (known) return Promise.resolve(known);
    const inFlight = this.pending.get(name);
    if (inFlight) return inFlight;
    const loading = (async () => {
      const url = (await this.readManifest()).get(name);
      if (!url) {
        if (!isAmbientSound(name) && !isOneShotSound(name)) this.logger.warn(`Stillpoint audio: unknown sound "${name}".`);
        else if (!this.manifestFailed) this.logger.warn(`Stillpoint audio: no file for "${name}" in the manifest; the built-in generator will play.`);
        this.pending.delete(name);
        return null;
      }
      try {
        const response = await this.fetchFn(url, { cache: 'no-store' });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const data = await response.arrayBuffer();
        const contentType = response.headers.get('content-type') ?? '';
        if (!looksLikeAudio(new Uint8Array(data, 0, Math.min(12, data.byteLength)))) {
          const start = new TextDecoder().decode(new Uint8Array(data, 0, Math.min(64, data.byteLength)));
          if (isHtml(contentType, start)) throw htmlAnswer(url, contentType, `the sound file for "${name}"`);
        }
        const buffer = await this.context.decodeAudioData(data);
        if (!this.disposed) this.buffers.set(name, buffer);
        return buffer;
      } catch (error) {
        const message = error instanceof NotASoundFileError ? 'The built-in generator will play.' : `Stillpoint audio: could not load "${name}" from ${url}; the built-in generator will play.`;
        warnOnce(this.logger, url, message, error);
        return null;
      } finally {
        this.pending.delete(name);
      }
    })();
    this.pending.set(name, loading);
    return loading;
  }
}
