import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inlineScriptHashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the hashes of a page’s inline scripts', () => {
  it('hashes each inline script body exactly (attributes and all), once, and leaves scripts with a src alone', () => {
    const html = '<script>a()</script><script type="module" async="">import "/x.js";\n</script><script src="/y.js"></script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js";\n')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><title>x</title><script src="/a.js"></script>')).toEqual([]);
  });
});
