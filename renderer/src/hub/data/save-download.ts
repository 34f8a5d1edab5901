import { hubBlob } from '../hub-api';

/**
 * Saves a file the hub serves only with the admin token: fetched with the header, then handed
 * to the browser as a download (a plain link could not carry the token).
 */
export async function saveDownload(path: string, fileName: string): Promise<void> {
  const blob = await hubBlob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
