import { createHash } from 'node:crypto';
import { calmkitDocument, type CalmkitDocument } from './calmkitDocument';
import { calmkitPdf } from './calmkitPdf';

export interface GuideFile {
  readonly bytes: Buffer;
  /** A strong validator: the SHA-256 of the bytes, quoted as the header wants it. */
  readonly etag: string;
  readonly lastModified: Date;
}

export interface CalmkitGuide {
  file(): Promise<GuideFile>;
}

/**
 * The guide's PDF, typeset on first use and then kept: later requests, and those that arrive while it is
 * being typeset, share the one build. A build that fails is not kept, so the next request tries again.
 */
export function createCalmkitGuide(document: CalmkitDocument, typeset: (document: CalmkitDocument) => Promise<Buffer> = calmkitPdf): CalmkitGuide {
  let building: Promise<GuideFile> | undefined;
  return {
    file() {
      if (!building) {
        const started = typeset(document).then((bytes) => ({
          bytes,
          etag: `"${createHash('sha256').update(bytes).digest('base64url')}"`,
          lastModified: document.edition,
        }));
        started.catch(() => {
          if (building === started) building = undefined;
        });
        building = started;
      }
      return building;
    },
  };
}

const guides = new Map<string, CalmkitGuide>();

/** The guide of the site at `site`: one per site in the process, the same for every request and every app, and typeset only if someone asks for it. */
export function calmkitGuideOf(site: string): CalmkitGuide {
  let guide = guides.get(site);
  if (!guide) {
    guide = createCalmkitGuide(calmkitDocument(site));
    guides.set(site, guide);
  }
  return guide;
}
