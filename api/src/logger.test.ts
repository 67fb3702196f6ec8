import { describe, expect, it, vi } from 'vitest';
import { openWorkerDatabase } from '../test/testDatabase';
import { createLogger } from './logger';

/** A logger writing into an array, and the lines it wrote, each parsed. */
function capturedLogger() {
  const writes: string[] = [];
  const log = createLogger({ write: (text: string) => writes.push(text) });
  const lines = () => writes.map((text) => JSON.parse(text) as { level: number; msg: string; err?: { type: string; message: string; stack: string } });
  return { log, writes, lines };
}

describe('the API logger', () => {
  it('registers nothing when its module is imported (the package is marked free of side effects)', async () => {
    vi.resetModules();
    const before = process.listenerCount('exit');
    await import('./logger');
    expect(process.listenerCount('exit')).toBe(before);
  });

  it('writes each line as one JSON object on one line, in order, errors at their own level', () => {
    const { log, writes, lines } = capturedLogger();
    log.info('[api] listening on http://localhost:3000');
    log.error('[mail] not sent', new Error('first line\nsecond line'));
    for (const text of writes) expect(text).toMatch(/^\{[^\n]*\}\n$/);
    expect(lines().map((line) => [line.level, line.msg])).toEqual([
      [30, '[api] listening on http://localhost:3000'],
      [50, '[mail] not sent'],
    ]);
  });

  it('keeps a message of several lines and names what caused the error', () => {
    const { log, lines } = capturedLogger();
    log.error('[mail] not sent', new Error('first line\nsecond line', { cause: new Error('connect ECONNREFUSED 127.0.0.1:5432') }));
    const { err } = lines()[0]!;
    expect(err!.message).toContain('first line\nsecond line');
    expect(err!.stack).toMatch(/^Error: first line\nsecond line\n\s+at /);
    expect(err!.stack).toContain('caused by: Error: connect ECONNREFUSED 127.0.0.1:5432');
  });
});

describe('an error line', () => {
  it("carries the error's own message and where it was thrown, and none of the statement or values Sequelize's errors hold", async () => {
    const { db } = await openWorkerDatabase();
    try {
      const failure = await db.sequelize
        .query('SELECT * FROM no_such_table WHERE token_hash = :secret', { replacements: { secret: 'a-secret-token-hash' } })
        .then(() => undefined, (error: unknown) => error);
      const { log, writes, lines } = capturedLogger();
      log.error('[api] GET /api/sessions failed (500)', failure);
      const [line] = lines();
      expect(line!.msg).toBe('[api] GET /api/sessions failed (500)');
      expect(line!.err).toMatchObject({ type: 'DatabaseError', message: 'relation "no_such_table" does not exist' });
      expect(line!.err!.stack).toMatch(/\n\s+at /);
      expect(writes.join('')).not.toContain('a-secret-token-hash');
    } finally {
      await db.close();
    }
  });
});
