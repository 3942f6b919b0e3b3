/** The browser goes to the signed download link; the server answers with the file as an attachment. */
export function openDownload(url: string): void {
  window.location.assign(url);
}
