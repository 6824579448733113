/**
 * Hands a download link to the browser as a click on a temporary <a download>: the file streams to disk
 * without passing through memory, and it works for our signed links and S3 presigned URLs alike (for another
 * origin the browser ignores `download`, but the URL's Content-Disposition: attachment does the same).
 */
export function startDownload(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
