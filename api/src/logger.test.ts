import { describe, expect, it } from 'vitest';
import { bufferedLogger } from './logger';

describe('the production logger', () => {
  it('writes the lines of one turn of the event loop in one write, in order, and errors after what was pending', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const log = bufferedLogger({ write: (text: string) => out.push(text) }, { write: (text: string) => err.push(text) });
    for (let i = 0; i < 100; i += 1) log.info(`line ${i}`);
    expect(out).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveLength(1);
    expect(out[0]!.split('\n').slice(0, 3)).toEqual(['line 0', 'line 1', 'line 2']);
    log.info('before the error');
    log.error('[api] failed', new Error('boom'));
    expect(out.at(-1)).toBe('before the error\n');
    expect(err[0]).toMatch(/^\[api\] failed Error: boom/);
  });

  it('writes what is pending when asked to flush (the exit handler does this)', () => {
    const out: string[] = [];
    const log = bufferedLogger({ write: (text: string) => out.push(text) });
    log.info('last words');
    log.flush();
    expect(out).toEqual(['last words\n']);
  });
});
