import type { BreathingPreset } from '../sdkCatalogSource';

/** One technique's words on its page: the catalog preset's text fields, in one language. */
export interface TechniqueText {
  readonly subtitle: string;
  readonly description: string;
  /** Said before Start where the technique asks for care, else under the steps. */
  readonly explanation: string;
  /** Each phase's name and what to do in it, in the preset's order. */
  readonly phases: readonly (readonly [name: string, detail: string])[];
  readonly how: string;
  readonly why: string;
  readonly when: string;
  readonly science: string;
}

/** A technique's words as catalog messages: `box.subtitle`, `box.phase1.name`… (one flat catalog per language). */
export function techniqueMessages(texts: Readonly<Record<string, TechniqueText>>): Readonly<Record<string, string>> {
  const messages: [key: string, text: string][] = [];
  for (const [id, { phases, ...fields }] of Object.entries(texts)) {
    for (const [field, text] of Object.entries(fields)) messages.push([`${id}.${field}`, text]);
    phases.forEach(([name, detail], index) => messages.push([`${id}.phase${index + 1}.name`, name], [`${id}.phase${index + 1}.detail`, detail]));
  }
  return Object.fromEntries(messages);
}

/** The English words: the catalog's own presets. */
export const englishTechniqueText = ({ subtitle, description, explanation, phases, education }: BreathingPreset): TechniqueText => ({
  subtitle,
  description,
  explanation,
  phases: phases.map((phase) => [phase.name, phase.detail] as const),
  ...education,
});
