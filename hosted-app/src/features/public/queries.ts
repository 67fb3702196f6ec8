import { apiRequest } from '../../lib/apiRequest';

/** The file the download is saved as (the API's Content-Disposition names the same). */
const FILE_NAME = 'stillpoint-calmkit.pdf';

/**
 * GET /api/calmkit/download: the guide as a PDF, handed to the browser as a download (the first request
 * typesets it, so the page says "Generating PDF..." meanwhile). A plain request function: the public pages
 * load no react-query.
 */
export async function downloadGuide(): Promise<void> {
  const response = await apiRequest('GET', '/api/calmkit/download');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // The download reads the blob after this task: revoked later, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
