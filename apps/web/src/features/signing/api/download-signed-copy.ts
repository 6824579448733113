import { startDownload } from '../../../lib/file-download/start-download.ts';
import { getDocument } from './get-document.ts';
import { signerAuth, signerPath, type TSignerAccess } from './signing-keys.ts';

/**
 * Saves the signed copy of a completed envelope (…/document answers it once the envelope is completed). Fetched
 * rather than linked: a signed-in signer's request needs the bearer token. Not through the document query, whose
 * cache may still hold the PDF as it was to sign.
 */
export async function downloadSignedCopy(access: TSignerAccess, title: string): Promise<void> {
  const bytes = await getDocument(`${signerPath(access)}/document`, signerAuth(access));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  try {
    startDownload(url, `${title} (signed).pdf`);
  } finally {
    // Revoked on the next tick: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
