import { describe, expect, it } from 'vitest';
import { calmkitDocument, type CalmkitDocument } from './calmkitDocument';
import { createCalmkitGuide } from './calmkitGuide';
import { calmkitPdf } from './calmkitPdf';

const CALMKIT_DOCUMENT = calmkitDocument('https://stillpoint.example');

/** A typesetter that counts its runs and can be told to fail. */
function countingTypesetter() {
  const runs = { count: 0, fail: false };
  const typeset = async (document: CalmkitDocument) => {
    runs.count += 1;
    if (runs.fail) throw new Error('typesetting failed');
    return calmkitPdf(document);
  };
  return { runs, typeset };
}

describe('the CalmKit guide file', () => {
  it('is typeset once, on first use, for every request that asks meanwhile and after', async () => {
    const { runs, typeset } = countingTypesetter();
    const guide = createCalmkitGuide(CALMKIT_DOCUMENT, typeset);
    expect(runs.count).toBe(0);
    const [first, second] = await Promise.all([guide.file(), guide.file()]);
    expect(second).toBe(first);
    expect(await guide.file()).toBe(first);
    expect(runs.count).toBe(1);
  });

  it('is typeset again by the next request after a failed attempt', async () => {
    const { runs, typeset } = countingTypesetter();
    const guide = createCalmkitGuide(CALMKIT_DOCUMENT, typeset);
    runs.fail = true;
    await expect(guide.file()).rejects.toThrow('typesetting failed');
    runs.fail = false;
    expect((await guide.file()).bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(runs.count).toBe(2);
  });

  it('has the same bytes, and so the same ETag, in every process: another build of the same document is identical', async () => {
    const [one, other] = await Promise.all([createCalmkitGuide(CALMKIT_DOCUMENT).file(), createCalmkitGuide(CALMKIT_DOCUMENT).file()]);
    expect(other.bytes.equals(one.bytes)).toBe(true);
    expect(other.etag).toBe(one.etag);
    expect(one.lastModified).toEqual(CALMKIT_DOCUMENT.edition);
  });
});
