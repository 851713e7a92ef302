/** Hands a blob to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after the click returns: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
