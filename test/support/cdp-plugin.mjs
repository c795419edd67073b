/**
 * A web-test-runner command that sends one Chrome DevTools Protocol call from a test page to its
 * own tab, so browser tests can read what assistive technology gets (`Accessibility.getFullAXTree`)
 * and emulate what a reader's device does (`Emulation.setEmulatedMedia` with `pointer: coarse`,
 * `Emulation.setTouchEmulationEnabled`, CPU throttling).
 *
 * In a test: `import { cdp } from '../support/cdp.js'; const { nodes } = await cdp('Accessibility.getFullAXTree');`
 */
export function cdpPlugin() {
  const sessions = new WeakMap();
  return {
    name: 'cdp',
    async executeCommand({ command, payload, session }) {
      if (command !== 'cdp') return undefined;
      const page = session.browser.getPage(session.id);
      let client = sessions.get(page);
      if (!client) {
        client = await page.createCDPSession();
        sessions.set(page, client);
      }
      return (await client.send(payload.method, payload.params ?? {})) ?? {};
    },
  };
}
