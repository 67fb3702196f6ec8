import {
  DEFAULT_BREATHING_CONFIG,
  DEFAULT_MEDITATION_CONFIG,
  parseBreathingConfig,
  parseMeditationConfig,
  type BreathingConfig,
  type MeditationConfig,
  type ParseResult,
} from '@stillpoint/sdk/catalog';

/** A builder as it was last used: its settings, and whether they were the custom form's (else the list of presets). */
export interface BuilderMemory<Config> {
  readonly custom: boolean;
  readonly config: Config;
}

/** Each builder's settings. */
export interface BuilderConfigs {
  readonly breathing: BreathingConfig;
  readonly meditation: MeditationConfig;
}

/** A builder: breathing or meditation. */
export type BuilderKind = keyof BuilderConfigs;
type Kind = BuilderKind;

/** Each account's builders are its own (one browser may be shared). */
const memoryKey = (kind: Kind, userId: string) => `stillpoint:builder:${kind}:${userId}`;

const DEFAULTS: { readonly [K in Kind]: BuilderMemory<BuilderConfigs[K]> } = {
  breathing: { custom: false, config: DEFAULT_BREATHING_CONFIG },
  meditation: { custom: false, config: DEFAULT_MEDITATION_CONFIG },
};

const PARSERS: { readonly [K in Kind]: (input: unknown) => ParseResult<BuilderConfigs[K]> } = {
  breathing: parseBreathingConfig,
  meditation: parseMeditationConfig,
};

/**
 * What a builder opens on: the settings last used on this device by this account, checked with the catalog's
 * schema as any config is; the defaults when there are none, or when what is kept no longer passes (an older
 * version's, a hand-edited one) or cannot be read.
 */
export function recallBuilder<K extends Kind>(kind: K, userId: string): BuilderMemory<BuilderConfigs[K]> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(memoryKey(kind, userId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null || !('config' in stored)) return DEFAULTS[kind];
    const parsed = PARSERS[kind](stored.config);
    return parsed.ok ? { custom: 'custom' in stored && stored.custom === true, config: parsed.value } : DEFAULTS[kind];
  } catch {
    return DEFAULTS[kind];
  }
}

/** Keeps a builder's settings when they are used (a session started or saved from it), for the next time it opens. */
export function rememberBuilder<K extends Kind>(kind: K, userId: string, memory: BuilderMemory<BuilderConfigs[K]>): void {
  try {
    window.localStorage.setItem(memoryKey(kind, userId), JSON.stringify(memory));
  } catch {
    // Storage refused: the builder then opens on its defaults, as before; the session or save goes on.
  }
}
