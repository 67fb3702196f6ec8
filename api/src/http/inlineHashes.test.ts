import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashes } from './inlineHashes';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the hashes of what a page carries inline', () => {
  it('hashes each inline script body exactly, once, and leaves scripts with a src alone', () => {
    const html = '<script>a()</script><script type="module" async="">import "/x.js";\n</script><script src="/y.js"></script><script>a()</script>';
    expect(inlineHashes(html).scripts).toEqual([sha('a()'), sha('import "/x.js";\n')]);
  });

  it('hashes each style attribute value as the browser reads it (entities decoded), once', () => {
    const html = '<div style="--h:var(--x)"></div><p style="--h:var(--x)"></p><span style="font-family:&quot;A&quot;"></span>';
    expect(inlineHashes(html).styleAttributes).toEqual([sha('--h:var(--x)'), sha('font-family:"A"')]);
  });

  it('finds none in a page without inline code', () => {
    expect(inlineHashes('<!doctype html><title>x</title><script src="/a.js"></script>')).toEqual({ scripts: [], styleAttributes: [] });
  });
});
