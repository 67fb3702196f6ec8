import type { MeditationConfig } from '../catalog/meditationConfig';
import { MEDITATION_TYPE_LABELS, SEGMENT_KIND_LABELS } from '../catalog/meditationLabels';
import { meditationSessionName } from '../catalog/sessionName';
import { promptsFor } from './meditationPrompts';
import { FIRST_PROMPT_AFTER, PROMPT_SHOWN_FOR, promptInterval } from './meditationRules';
import { PHASE_LABELS, SILENT_TIMER_TITLE } from './phaseLabels';
import { programBells, type RandomSource } from './programBells';
import { createSegmentList } from './segmentList';
import type { BellEvent, Plan, PromptEvent } from './types';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The catalog's session-name rule ("15 min Meditation + Pranayama"); a silent timer has no length to name. */
function titleOf(config: MeditationConfig): string {
  return config.openEnded ? SILENT_TIMER_TITLE : meditationSessionName(config);
}

/**
 * Builds the plan of a meditation config the schema has accepted: settle-in, pranayama, the main
 * phase (or a program's segments, one phase each) and the gentle transition, with its bell and
 * guidance-prompt schedules. A program's random bells are drawn from `random`, anew on every build.
 * It checks nothing; compileMeditationPlan() is the entry for unchecked input.
 */
export function buildMeditationPlan(config: MeditationConfig, random: RandomSource = Math.random): Plan {
  const openEnded = config.openEnded ?? false;
  const list = createSegmentList();

  list.add({ phase: 'settle', label: PHASE_LABELS.settle, duration: (config.settleIn ?? 0) * SECOND });
  if (config.pranayama.enabled) {
    list.add({ phase: 'pranayama', label: PHASE_LABELS.pranayama, duration: config.pranayama.duration * MINUTE });
  }
  const mainStart = list.total;
  // A silent timer's main phase has no planned length: it waits for End, and its bells repeat past the plan.
  const mainMs = openEnded ? 0 : config.duration * MINUTE;
  const starts: number[] = [];
  if (config.segments) {
    config.segments.forEach(({ kind, minutes }, index) => {
      starts.push(list.total);
      list.add({ phase: 'meditation', label: SEGMENT_KIND_LABELS[kind], duration: minutes * MINUTE, programSegment: { index, kind } });
    });
  } else {
    list.add({ phase: 'meditation', label: MEDITATION_TYPE_LABELS[config.type], duration: mainMs, openEnded });
  }
  const mainEnd = list.total;
  if (config.postMeditation.enabled) {
    list.add({ phase: 'transition', label: PHASE_LABELS.transition, duration: config.postMeditation.duration * MINUTE });
  }
  const total = list.total;

  const bellConfig = config.bells?.enabled ? config.bells : undefined;
  const intervalMs = bellConfig && bellConfig.type !== 'none' ? bellConfig.interval * MINUTE : 0;
  const bells: BellEvent[] = config.segments && bellConfig ? programBells(config.segments, starts, total, bellConfig, random) : [];
  if (!config.segments && bellConfig && bellConfig.start !== 'none') bells.push({ at: mainStart, sound: bellConfig.start, reason: 'start' });
  if (bellConfig && intervalMs > 0) {
    for (let at = mainStart + intervalMs; at < mainEnd; at += intervalMs) {
      bells.push({ at, sound: bellConfig.type, reason: 'interval' });
    }
  }
  if (!config.segments && bellConfig && bellConfig.end !== 'none') bells.push({ at: total, sound: bellConfig.end, reason: 'end' });

  const prompts: PromptEvent[] = [];
  const guided = config.type !== 'basic-timer' && config.guidance?.enabled !== false && !openEnded;
  if (guided) {
    const texts = promptsFor(config.type);
    const every = promptInterval(config.type, mainMs, texts.length, config.guidance?.interval);
    for (let at = mainStart + FIRST_PROMPT_AFTER, k = 0; at < mainEnd; at += every, k += 1) {
      prompts.push({ at, until: Math.min(at + PROMPT_SHOWN_FOR, mainEnd), text: texts[k % texts.length]! });
    }
  }

  return {
    kind: 'meditation',
    title: titleOf(config),
    segments: list.segments,
    total,
    rounds: 0,
    sets: 1,
    bells,
    prompts,
    repeatBellEvery: openEnded ? intervalMs : 0,
    ...(openEnded && intervalMs > 0 && bellConfig ? { repeatBellSound: bellConfig.type } : {}),
    fadeIn: config.transitions.fadeIn * SECOND,
    fadeOut: config.transitions.fadeOut * SECOND,
    cueSound: null,
    openEnded,
  };
}
