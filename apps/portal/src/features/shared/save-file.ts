/**
 * Hands a downloaded file to the browser to open or save, under its own name. The file was
 * fetched with her bearer token, so no address carrying the token ever exists.
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file; give it a moment before the memory goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
