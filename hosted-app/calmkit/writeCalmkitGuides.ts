import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { calmkitBuildFile } from '@stillpoint/api/contract';
import { LOCALES } from '@stillpoint/sdk/catalog';
import { calmkitDocument } from './calmkitDocument';
import { calmkitPdf } from './calmkitPdf';

/**
 * Typesets the guide in every language of the site into the build's client folder, where the API sends it from
 * (`calmkitBuildFile`: calmkit/stillpoint-calmkit.pdf, calmkit/stillpoint-calmkit.de.pdf…), each linking back to
 * `site`. The languages are set side by side; the same words and site give the same bytes in every build.
 */
export async function writeCalmkitGuides(client: string, site: string): Promise<void> {
  await Promise.all(
    LOCALES.map(async (language) => {
      const bytes = await calmkitPdf(await calmkitDocument(site, language));
      const file = join(client, calmkitBuildFile(language));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }),
  );
}
