/**
 * The pre-Clipboard-API way: select the text in a hidden textarea and run the
 * copy command. A textarea turns CRLF into LF, so the copy event puts the
 * exact text on the clipboard; the selection is what browsers copy otherwise.
 */
export function copyThroughSelection(root: ShadowRoot, text: string): boolean {
  const focused = root.activeElement as HTMLElement | null;
  const buffer = document.createElement('textarea');
  buffer.value = text;
  // Read-only: no on-screen keyboard on touch devices; hidden from screen readers, which must not read the text aloud.
  buffer.readOnly = true;
  buffer.ariaHidden = 'true';
  buffer.className = 'sr-only';
  buffer.oncopy = (event) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };
  root.append(buffer);
  buffer.focus({ preventScroll: true });
  buffer.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    // Some browsers throw instead of returning false.
  }
  buffer.remove();
  focused?.focus({ preventScroll: true });
  return copied;
}
