import { describe, expect, it } from 'vitest';
import { openWorkerDatabase } from '../test/testDatabase';
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

describe('an error line', () => {
  it("carries the error's own message, also when its stack does not (Sequelize's errors: a stack of where the query was made)", async () => {
    const { db } = await openWorkerDatabase();
    try {
      const failure = await db.sequelize.query('SELECT * FROM no_such_table').then(() => undefined, (error: unknown) => error);
      const err: string[] = [];
      bufferedLogger({ write: () => {} }, { write: (text: string) => err.push(text) }).error('[api] GET /api/sessions failed (500)', failure);
      const [first, ...frames] = err.join('').trimEnd().split('\n');
      expect(first).toBe('[api] GET /api/sessions failed (500) SequelizeDatabaseError: relation "no_such_table" does not exist');
      expect(frames.length).toBeGreaterThan(0);
      for (const frame of frames) expect(frame).toMatch(/^\s+at /);
    } finally {
      await db.close();
    }
  });

  it('keeps a message of several lines and names what caused the error', () => {
    const err: string[] = [];
    const cause = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    bufferedLogger({ write: () => {} }, { write: (text: string) => err.push(text) }).error('[mail] not sent', new Error('first line\nsecond line', { cause }));
    const text = err.join('');
    expect(text).toMatch(/^\[mail\] not sent Error: first line\nsecond line\n\s+at /);
    expect(text).toContain('caused by Error: connect ECONNREFUSED 127.0.0.1:5432');
  });
});
