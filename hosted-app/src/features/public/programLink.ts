import { describeErrors, parseProgram, programText, type MeditationConfig } from '@stillpoint/sdk/catalog';
import { PROGRAM_PARAM } from './programParam';


/** Longer text is no program a builder makes (twelve segments with their bells fit in far less): refused before it is read. */
export const MAX_PROGRAM_TEXT = 4000;

/**
 * A meditation as a program: its segments, or one sit of its length whose interval bell becomes the sit's `every`
 * (what the builder's simple form sets), so that the link rings what the builder would.
 */
export function asProgram(config: MeditationConfig): MeditationConfig {
  if (config.segments) return config;
  const interval = config.bells?.enabled ? config.bells.interval : 0;
  const every = interval > 0 && interval < config.duration ? { bells: { every: interval } } : {};
  return { ...config, segments: [{ kind: 'sit', minutes: config.duration, ...every }] };
}

/** The address of the public /meditation page running this meditation: the program in the URL, nothing kept on a server. */
export function programLink(origin: string, config: MeditationConfig): string {
  const url = new URL('/meditation', origin);
  url.searchParams.set(PROGRAM_PARAM, programText(asProgram(config)));
  return url.href;
}

/** What a page's query says of a program: none, one to run (its text and config), or why it cannot run. */
export type ProgramInLink =
  | { readonly status: 'none' }
  | { readonly status: 'ok'; readonly text: string; readonly config: MeditationConfig }
  | { readonly status: 'bad'; readonly message: string };

/** Reads the program of a /meditation address's query (`location.search`); never throws. */
export function programInSearch(search: string): ProgramInLink {
  const text = new URLSearchParams(search).get(PROGRAM_PARAM);
  if (text === null) return { status: 'none' };
  if (text.length > MAX_PROGRAM_TEXT) return { status: 'bad', message: `The program is too long: a program's text has at most ${MAX_PROGRAM_TEXT} characters.` };
  const parsed = parseProgram(text);
  return parsed.ok ? { status: 'ok', text, config: parsed.value } : { status: 'bad', message: describeErrors(parsed.errors) };
}
