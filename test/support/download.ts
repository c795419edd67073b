/**
 * Captures what `downloadFile()` saves when `act` starts a download (at once, or later, as a PNG
 * export does): the file name and the Blob itself, with the browser's own download stubbed out.
 */
export function captureDownload(act: () => void): Promise<{ name: string; blob: Blob }> {
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  let blob: Blob | undefined;
  return new Promise<{ name: string; blob: Blob }>((resolve) => {
    // Still a real URL: an export may load one of its own first (a PNG draws its SVG through one).
    URL.createObjectURL = (object: Blob | MediaSource) => ((blob = object as Blob), createObjectURL.call(URL, object));
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      resolve({ name: this.download, blob: blob! });
    };
    act();
  }).finally(() => {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  });
}
