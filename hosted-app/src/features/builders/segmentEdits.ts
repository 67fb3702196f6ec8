import { BOUNDS, randomBellRoom, segmentsTotal, withBellsEnabled, type MeditationConfig, type ProgramSegment } from '@stillpoint/sdk/catalog';

/** A new segment: a walk after a sit (the walking meditation between sits), a sit after anything else; five minutes. */
export function nextSegment(last: ProgramSegment | undefined): ProgramSegment {
  return { kind: last?.kind === 'sit' ? 'walk' : 'sit', minutes: 5 };
}

/**
 * The config of these segments. A program's bells are its segments' own (the catalog refuses an interval bell or an
 * open end beside segments), and they ring: each segment's start and the end. One plain sit is today's meditation,
 * so the form is the simple one again.
 */
function withSegments(config: MeditationConfig, segments: readonly ProgramSegment[]): MeditationConfig {
  const { segments: _replaced, ...simple } = config;
  const only = segments.length === 1 ? segments[0]! : undefined;
  if (only && only.kind === 'sit' && only.bells === undefined) return { ...simple, duration: only.minutes };
  const { openEnded: _refused, ...program } = simple;
  const { bells } = withBellsEnabled(config);
  return { ...program, duration: segmentsTotal(segments), segments: [...segments], bells: { ...bells!, interval: 0 } };
}

/** The program's segments; a meditation without them is one sit of its length. */
export const segmentsOf = (config: MeditationConfig): readonly ProgramSegment[] => config.segments ?? [{ kind: 'sit', minutes: config.duration }];

/** Adds a segment at the end (up to the catalog's bound); the meditation becomes a program. */
export function addSegment(config: MeditationConfig): MeditationConfig {
  const segments = segmentsOf(config);
  if (segments.length >= BOUNDS.programSegments.max) return config;
  return withSegments(config, [...segments, nextSegment(segments.at(-1))]);
}

/** Removes the segment at `index`; the last one stays (a program has at least one). */
export function removeSegment(config: MeditationConfig, index: number): MeditationConfig {
  const segments = segmentsOf(config);
  if (segments.length <= 1) return config;
  return withSegments(config, segments.filter((_, i) => i !== index));
}

/** Moves the segment at `index` one place earlier (-1) or later (+1); nothing moves past either end. */
export function moveSegment(config: MeditationConfig, index: number, by: -1 | 1): MeditationConfig {
  const segments = [...segmentsOf(config)];
  const to = index + by;
  if (to < 0 || to >= segments.length) return config;
  [segments[index], segments[to]] = [segments[to]!, segments[index]!];
  return withSegments(config, segments);
}

/**
 * Replaces the segment at `index`. Bells a shorter segment can no longer hold are let go where a slider set them
 * (an `every` at or past its end, more random bells than fit); bells at chosen minutes are kept as typed, and the
 * catalog's check names any outside the segment when it starts or is saved.
 */
export function changeSegment(config: MeditationConfig, index: number, segment: ProgramSegment): MeditationConfig {
  return withSegments(
    config,
    segmentsOf(config).map((current, i) => (i === index ? fitted(segment) : current)),
  );
}

function fitted(segment: ProgramSegment): ProgramSegment {
  const { at, every, random } = segment.bells ?? {};
  const room = randomBellRoom(segment.minutes);
  const bells = {
    ...(at?.length ? { at } : {}),
    ...(every !== undefined && every > 0 && every < segment.minutes ? { every } : {}),
    ...(random && random.count > 0 && room > 0 ? { random: { count: Math.min(random.count, room) } } : {}),
  };
  return Object.keys(bells).length > 0 ? { kind: segment.kind, minutes: segment.minutes, bells } : { kind: segment.kind, minutes: segment.minutes };
}
