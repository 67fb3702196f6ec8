import { beforeAll, describe, expect, it } from 'vitest';
import { parseMeditationTimerAttributes } from './meditation-timer.attributes';
import { loadProgramCheck } from './programAttribute';

function settings(values: Record<string, string>) {
  const result = parseMeditationTimerAttributes(values);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join(' '));
  return result.value;
}

function errors(values: Record<string, string>) {
  const result = parseMeditationTimerAttributes(values);
  if (result.ok) throw new Error('expected the attributes to be refused');
  return result.errors;
}

describe('<meditation-timer> attributes', () => {
  it('with no attributes runs the builder defaults: 15 min basic timer, no bells, no sound', () => {
    const { config, sound } = settings({});
    expect(config.duration).toBe(15);
    expect(config.type).toBe('basic-timer');
    expect(config.zenMode).toBe(false);
    expect(config.bells).toBeUndefined();
    expect(sound).toBe(false);
  });

  it('minutes, type, ambient and zen set the session', () => {
    const { config } = settings({ minutes: '10', type: 'body-scan', ambient: 'sea_loop', zen: '' });
    expect(config).toMatchObject({ duration: 10, type: 'body-scan', ambient: 'sea_loop', zenMode: true });
  });

  it('bells on fills in a tibetan-bowl start, a zen-gong end and no interval (core-app §4)', () => {
    expect(settings({ bells: '' }).config.bells).toEqual({ enabled: true, start: 'tibetan-bowl', end: 'zen-gong', interval: 0, type: 'tibetan-bowl' });
  });

  it('a bell interval or type turns bells on, unless bells="off"', () => {
    expect(settings({ 'bell-interval': '5', 'bell-type': 'crystal-bell' }).config.bells).toMatchObject({ enabled: true, interval: 5, type: 'crystal-bell' });
    expect(settings({ bells: 'off', 'bell-interval': '5' }).config.bells).toBeUndefined();
  });

  it('names the attribute and the bound when a number is out of range (minutes 1-60, bell interval 0-15)', () => {
    expect(errors({ minutes: '90' })).toEqual([{ attribute: 'minutes', message: 'minutes="90": Duration must be between 1 and 60 minutes.' }]);
    expect(errors({ 'bell-interval': '20' })).toEqual([
      { attribute: 'bell-interval', message: 'bell-interval="20": Bell interval must be between 0 and 15 minutes.' },
    ]);
    expect(errors({ minutes: 'ten' })).toEqual([{ attribute: 'minutes', message: 'minutes="ten" is not a number.' }]);
  });

  it('lists the choices for an unknown type, bell type or preset', () => {
    expect(errors({ type: 'sleep' })[0]).toEqual({
      attribute: 'type',
      message:
        'type="sleep": Meditation type must be one of: basic-timer, micro-reset, body-scan, anchor-switching, emotion-surfing, mental-labeling, gaze-meditation, open-awareness, walking-meditation.',
    });
    expect(errors({ 'bell-type': 'cowbell' })[0]?.attribute).toBe('bell-type');
    expect(errors({ preset: 'nap' })[0]?.attribute).toBe('preset');
  });

  it('reports a zen or bells value it cannot read, once', () => {
    expect(errors({ zen: 'maybe' })).toEqual([{ attribute: 'zen', message: 'zen="maybe" must be on or off (or true or false).' }]);
    // In the order the element reads its attributes; each named once.
    expect(errors({ bells: 'loud', minutes: '0' }).map((e) => e.attribute)).toEqual(['minutes', 'bells']);
  });
});

describe('<meditation-timer> presets', () => {
  it('preset="tm" starts from the TM preset (20 min with pranayama), and minutes change the main part', () => {
    expect(settings({ preset: 'tm' }).config).toMatchObject({ preset: 'tm', duration: 20, pranayama: { enabled: true, duration: 2 } });
    expect(settings({ preset: 'tm', minutes: '10' }).config.duration).toBe(10);
  });

  it('names the presets when the preset is unknown', () => {
    expect(errors({ preset: 'nap' })[0]?.message).toMatch(/^preset="nap" is not a meditation preset\. Use one of: tm, zen, quick, /);
  });
});

const ISSUE_PROGRAM =
  '{"segments":[{"kind":"sit","minutes":3,"bells":{"at":[1,2]}},{"kind":"walk","minutes":2},{"kind":"sit","minutes":4,"bells":{"every":1,"random":{"count":2}}}]}';

// First in the file: the checker, once loaded, stays loaded.
describe('<meditation-timer program> before its checker (a chunk of its own) has loaded', () => {
  it('says so rather than run a program it has not checked (the element loads the checker first)', () => {
    expect(errors({ program: ISSUE_PROGRAM })).toEqual([
      { attribute: 'program', message: 'program: not checked yet; await loadProgramCheck() first.' },
    ]);
  });
});

describe('<meditation-timer program>', () => {
  beforeAll(() => loadProgramCheck());

  it("runs the program's segments, one phase each, over the defaults, with its bells on", () => {
    const { config, plan } = settings({ program: ISSUE_PROGRAM });
    expect(config).toMatchObject({ duration: 9, bells: { enabled: true, interval: 0 } });
    expect(config.segments?.map((segment) => segment.kind)).toEqual(['sit', 'walk', 'sit']);
    expect(plan.segments.map((segment) => [segment.label, segment.start])).toEqual([
      ['Sit', 0],
      ['Walk', 180_000],
      ['Sit', 300_000],
    ]);
    expect(plan.total).toBe(540_000);
  });

  it("names the program and the schema's message for each problem, and says text that is not JSON is not", () => {
    expect(errors({ program: '{"segments":[{"kind":"sit","minutes":10},{"kind":"walk","minutes":3,"bells":{"at":[1,5]}}]}' })).toEqual([
      { attribute: 'program', message: 'program: Segment 2: bell at minute 5 is outside its 3 minutes.' },
    ]);
    expect(errors({ program: '{"segments":[{"kind":"run","minutes":90}],"speed":2}' }).map((error) => error.message)).toEqual([
      'program: Segment 1: kind must be one of: settle, sit, walk.',
      'program: Segment 1: length must be between 1 and 60 minutes.',
      'program: "speed" is not a setting this session knows.',
    ]);
    expect(errors({ program: '20 minutes' })).toEqual([
      { attribute: 'program', message: 'program: The program is not valid JSON: write it as {"segments":[{"kind":"sit","minutes":20}]}.' },
    ]);
  });

  it('refuses the attributes the program sets itself (length, style, bells, ambient, zen) beside it, naming each', () => {
    expect(errors({ program: ISSUE_PROGRAM, minutes: '20', 'bell-interval': '5' })).toEqual([
      { attribute: 'minutes', message: 'Set either program or minutes, not both: the program sets the whole meditation.' },
      { attribute: 'bell-interval', message: 'Set either program or bell-interval, not both: the program sets the whole meditation.' },
    ]);
    expect(errors({ program: ISSUE_PROGRAM, preset: 'tm' })[0]?.attribute).toBe('preset');
    // What the program does not set still applies: the clock, sound and autostart.
    expect(settings({ program: ISSUE_PROGRAM, 'time-scale': '60', sound: '', autostart: 'off' })).toMatchObject({ timeScale: 60, sound: true, autoStart: false });
  });
});
