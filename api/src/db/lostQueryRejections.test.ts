import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { lostQueryRejections } from './lostQueryRejections';

const recorded = () => {
  const lines: string[] = [];
  return { lines, log: { info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
};

describe("the API process's unhandled rejections", () => {
  it('logs a query lost with its connection (the server shut down under it, as pg-boss meets it) and keeps the process', () => {
    const { lines, log } = recorded();
    const lost = Object.assign(new DatabaseError('terminating connection due to unexpected postmaster exit', 115, 'error'), { code: '57P01' });
    expect(() => lostQueryRejections(log)(lost)).not.toThrow();
    expect(lines).toEqual(['[db] a query was lost with its connection; serving on while the database comes back']);
  });

  it('ends the process over anything else, as Node would: the rejection is thrown on', () => {
    const { lines, log } = recorded();
    const bug = new TypeError('undefined is not a function');
    expect(() => lostQueryRejections(log)(bug)).toThrow(bug);
    expect(() => lostQueryRejections(log)('a string')).toThrow();
    expect(lines).toEqual([]);
  });
});
