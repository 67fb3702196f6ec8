import { afterEach, describe, expect, it } from 'vitest';
import { areaCatalog } from './areaCatalog';
import { useAppLocaleStore } from './appLocaleStore';
import { PSEUDO_CLOSE, PSEUDO_OPEN } from './pseudoCatalog';

const english = { 'area.greeting': 'Hello, {name}', 'area.count': { one: '{count} sit', other: '{count} sits' } } as const;
const german = { 'area.greeting': 'Hallo, {name}', 'area.count': { one: '{count} Sitzung', other: '{count} Sitzungen' } } as const;
const never = () => new Promise<never>(() => undefined);

describe('an area catalog', () => {
  afterEach(() => useAppLocaleStore.getState().want('en'));

  it("changes the app's language only once the area's words in it have arrived", async () => {
    let arrive: (messages: typeof german) => void = () => undefined;
    const area = areaCatalog(english, { de: () => new Promise((resolve) => (arrive = resolve)), nl: never, fr: never, es: never });
    const changed = useAppLocaleStore.getState().want('de');
    await Promise.resolve();
    expect(useAppLocaleStore.getState().locale).toBe('en');
    expect(area.text('area.greeting', { name: 'Ada' })).toBe('Hello, Ada');
    arrive(german);
    await changed;
    expect(useAppLocaleStore.getState().locale).toBe('de');
    expect(area.text('area.count', { count: 2 })).toBe('2 Sitzungen');
  });

  it('marks its words in the pseudo-locale', async () => {
    const area = areaCatalog(english, { de: never, nl: never, fr: never, es: never });
    await useAppLocaleStore.getState().want('pseudo');
    expect(area.text('area.greeting', { name: 'Ada' })).toBe(`${PSEUDO_OPEN}Hello, Ada${PSEUDO_CLOSE}`);
  });
});
