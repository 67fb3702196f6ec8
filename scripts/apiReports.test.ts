import { describe, expect, it } from 'vitest';
import { apiReports } from './lib/apiReports.mjs';
import { assertBuilt } from './testing/assertBuilt';

// The published surface of @stillpoint/sdk and @stillpoint/widgets, one API Extractor report per
// entry (`<package>/api-report/`), read from the built declarations (`npm test` builds them first).
describe('the committed API reports', () => {
  it('match what every entry of both packages exports: `npm run api-report` updates them with a change', () => {
    assertBuilt();
    for (const { file, committed, current } of apiReports()) {
      expect(current, `${file} is out of date: run \`npm run api-report\` and review the change`).toBe(committed);
    }
  });
});
