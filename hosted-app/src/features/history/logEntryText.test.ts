import { describe, expect, it } from 'vitest';
import { lengthText, titleText } from './logEntryText';

describe('lengthText', () => {
  it('says a completed session’s length, in seconds under a minute', () => {
    expect(lengthText({ duration: 40, planned_duration: 40, completed: true })).toBe('40 s');
    expect(lengthText({ duration: 15 * 60, planned_duration: null, completed: true })).toBe('15 min');
  });

  it('says a sit ended early as the minutes sat of those planned', () => {
    expect(lengthText({ duration: 12 * 60 + 10, planned_duration: 20 * 60, completed: false })).toBe('12 of 20 min');
  });

  it('says a sit ended early without its plan (an older client’s) as ended early', () => {
    expect(lengthText({ duration: 5 * 60, planned_duration: null, completed: false })).toBe('5 min, ended early');
  });
});

describe('titleText', () => {
  it('names the session by its own name, else by its technique', () => {
    expect(titleText({ title: '5 min Meditation', technique: 'custom', session_type: 'meditation' })).toBe('5 min Meditation');
    expect(titleText({ title: null, technique: 'box', session_type: 'breathing' })).toBe('Box Breathing');
  });
});

describe('lengthText in another language', () => {
  it('says the minutes sat of those planned in the words and numbers of the catalog given', async () => {
    const { formatMessage } = await import('@stillpoint/sdk/catalog');
    const { de } = await import('./messages/de');
    const german = (key: keyof typeof de, values?: Record<string, string | number>) => formatMessage('de', de[key], values);
    expect(lengthText({ duration: 12 * 60, planned_duration: 20 * 60, completed: false }, german)).toBe('12 von 20 Min.');
    expect(lengthText({ duration: 40, planned_duration: null, completed: false }, german)).toBe('40 s, früh beendet');
  });
});
