import { BREATHING_PRESETS, buildBreathingPlan, estimateBreathingSeconds, type BreathingPreset } from './sdkCatalogSource';

/**
 * The public technique pages (core-app.md §2 "Technique pages"): one per breathing technique of the
 * catalog, everything on them read from the catalog's preset (its name, phases, pattern and education).
 * The one place a catalog id becomes an address: `box` → `/techniques/box-breathing`; a technique whose
 * name does not say "Breathing" keeps its id (`physiological-sigh`, `deep-reset`).
 */
export interface TechniquePage {
  readonly preset: BreathingPreset;
  /** "/techniques/box-breathing". */
  readonly path: string;
  /** The visitor's try: `<breath-session>`'s length attribute (`minutes` or `rounds`) and its value. */
  readonly length: { readonly attribute: 'minutes' | 'rounds'; readonly value: number };
  /** Said before Start where the technique asks for care (`asksForCare`): the card's explanation, which carries its warning. */
  readonly safetyNote: string | null;
}

/** A visitor's try lasts a couple of minutes: timed techniques run 2 minutes, counted ones as many of their rounds as fit in 3. */
const TRY_MINUTES = 2;
const TRY_SECONDS = 180;
/** Deep reset's breath hold is the visitor's own; counted as 30 s. */
const ASSUMED_HOLD_SECONDS = 30;

function tryLength({ config }: BreathingPreset): TechniquePage['length'] {
  if (config.duration.type === 'time') return { attribute: 'minutes', value: Math.min(config.duration.value, TRY_MINUTES) };
  let rounds = config.duration.value;
  while (rounds > 1 && estimateBreathingSeconds({ ...config, duration: { type: 'rounds', value: rounds } }, ASSUMED_HOLD_SECONDS) > TRY_SECONDS) rounds -= 1;
  return { attribute: 'rounds', value: rounds };
}

/**
 * Rapid breathing, or a breath hold the visitor ends themselves: read from the plan the technique runs, so a
 * technique the catalog gains or changes is judged by what it does, not by a list of names.
 */
const asksForCare = ({ config }: BreathingPreset) => buildBreathingPlan(config).segments.some((segment) => segment.phase === 'rapid-breathing' || segment.openEnded);

const slugOf = ({ id, name }: BreathingPreset) => (/ breathing$/i.test(name) ? `${id}-breathing` : id);

export const TECHNIQUE_PAGES: readonly TechniquePage[] = BREATHING_PRESETS.map((preset) => ({
  preset,
  path: `/techniques/${slugOf(preset)}`,
  length: tryLength(preset),
  safetyNote: asksForCare(preset) ? preset.explanation : null,
}));

/** The visitor's try of box breathing, the technique other pages send a first-time visitor to: 2 minutes. */
export const BOX_TRY: TechniquePage['length'] = TECHNIQUE_PAGES.find((page) => page.preset.id === 'box')!.length;

/** Every technique page's path, for the route table, prerendering and the sitemap. */
export const TECHNIQUE_PATHS: readonly string[] = TECHNIQUE_PAGES.map((page) => page.path);

/** The technique page at `pathname` (matched as the router matches: any case, a trailing slash allowed). */
export function techniquePageAt(pathname: string): TechniquePage | undefined {
  const wanted = pathname.toLowerCase().replace(/\/+$/, '');
  return TECHNIQUE_PAGES.find((page) => page.path === wanted);
}
