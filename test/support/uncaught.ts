/**
 * Collects what escapes the elements during each test of the enclosing `describe`: uncaught errors
 * and unhandled rejections, as messages. The hostile-input suites assert the list stays empty.
 */
export function watchUncaught(): string[] {
  const escaped: string[] = [];
  const onError = (event: ErrorEvent) => escaped.push(String(event.error ?? event.message));
  const onRejection = (event: PromiseRejectionEvent) => escaped.push(String(event.reason));
  beforeEach(() => {
    escaped.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });
  return escaped;
}
