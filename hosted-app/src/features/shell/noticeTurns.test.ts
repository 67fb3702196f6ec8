import { describe, expect, it } from 'vitest';
import { noticeInTurn } from './noticeTurns';

describe('the notices’ turns', () => {
  it('one at a time: the new version, then the audio limits, then the install hint', () => {
    expect(noticeInTurn({ install: 'showing', 'audio-limits': 'showing', update: 'showing' })).toBe('update');
    expect(noticeInTurn({ install: 'showing', 'audio-limits': 'showing' })).toBe('audio-limits');
    expect(noticeInTurn({ install: 'showing' })).toBe('install');
    expect(noticeInTurn({})).toBeNull();
  });

  it('a notice still deciding holds back those after it, not those before', () => {
    expect(noticeInTurn({ update: 'deciding', install: 'showing' })).toBeNull();
    expect(noticeInTurn({ 'audio-limits': 'deciding', install: 'showing' })).toBeNull();
    expect(noticeInTurn({ 'audio-limits': 'showing', install: 'deciding' })).toBe('audio-limits');
  });
});
