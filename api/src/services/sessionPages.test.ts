import { expect, it } from 'vitest';
import { createSessionPages } from './sessionPages';

const entry = (version: string, size: number) => ({ version, page: `page ${version}`, size });

it('keeps pages per user and page size, the latest put winning', () => {
  const pages = createSessionPages<string>(100);
  pages.put('ada', 50, entry('1', 10));
  pages.put('ada', 20, entry('1', 10));
  pages.put('ada', 50, entry('2', 10));
  expect(pages.get('ada', 50)?.version).toBe('2');
  expect(pages.get('ada', 20)?.version).toBe('1');
  expect(pages.get('bob', 50)).toBeUndefined();
});

it('drops the least recently used pages once their total size passes the bound, and never keeps one larger than it', () => {
  const pages = createSessionPages<string>(100);
  pages.put('a', 50, entry('1', 40));
  pages.put('b', 50, entry('1', 40));
  pages.get('a', 50);
  pages.put('c', 50, entry('1', 40));
  expect(pages.get('b', 50)).toBeUndefined();
  expect(pages.get('a', 50)).toBeDefined();
  expect(pages.get('c', 50)).toBeDefined();
  pages.put('d', 50, entry('1', 101));
  expect(pages.get('d', 50)).toBeUndefined();
  // Replacing a page counts its new size only.
  pages.put('a', 50, entry('2', 60));
  expect(pages.get('c', 50)).toBeDefined();
  expect(pages.get('a', 50)?.version).toBe('2');
});
