// The one loader of the elements' on-demand chunks (src/internal/lazy-module.ts): loaded once per
// page, a failure reported and tried again, and a view's wait that ends whether it loads or fails.
import { expect } from '@open-wc/testing';
import { LazyModule, ViewModule } from '../../src/internal/lazy-module.js';

/** An importer the test settles by hand, counting its calls. */
function manualImporter<M>() {
  const calls: { resolve: (module: M) => void; reject: (error: Error) => void }[] = [];
  const importer = () => new Promise<M>((resolve, reject) => calls.push({ resolve, reject }));
  return { importer, calls };
}

/** A host that counts the updates asked of it. */
const countingHost = () => ({ updates: 0, requestUpdate() { this.updates++; }, addController() {}, removeController() {}, updateComplete: Promise.resolve(true) });

describe('LazyModule: one import per page, tried again after a failure', () => {
  it('imports once however often it is asked, and keeps the module', async () => {
    const { importer, calls } = manualImporter<{ name: string }>();
    const chunk = new LazyModule(importer);
    const first = chunk.load();
    const second = chunk.load();
    expect(calls).to.have.length(1);
    expect(chunk.module).to.equal(undefined);
    calls[0]!.resolve({ name: 'parts' });
    expect(await first).to.deep.equal({ name: 'parts' });
    expect(await second).to.equal(await first);
    expect(chunk.module).to.deep.equal({ name: 'parts' });
    await chunk.load();
    expect(calls).to.have.length(1);
  });

  it('a failed import rejects and sets failed; the next load imports again', async () => {
    const { importer, calls } = manualImporter<string>();
    const chunk = new LazyModule(importer);
    const failing = chunk.load();
    calls[0]!.reject(new Error('offline'));
    let message = '';
    await failing.catch((error: Error) => (message = error.message));
    expect(message).to.equal('offline');
    expect(chunk.failed).to.equal(true);
    expect(chunk.module).to.equal(undefined);
    const retry = chunk.load();
    expect(calls).to.have.length(2);
    calls[1]!.resolve('back online');
    expect(await retry).to.equal('back online');
    expect(chunk.module).to.equal('back online');
  });
});

describe('ViewModule: what a view waiting for a chunk needs', () => {
  it('a view that wants it waits, asks for it once, and is updated when it is here', async () => {
    const { importer, calls } = manualImporter<string>();
    const chunk = new ViewModule(importer);
    const host = countingHost();
    expect(chunk.waiting(false)).to.equal(false);
    expect(chunk.waiting(true)).to.equal(true);
    // Nothing to wait for: no load, and nothing for the host's waitFor.
    expect(chunk.request(host, false)).to.equal(undefined);
    expect(calls).to.have.length(0);
    const wait = chunk.request(host, true);
    chunk.request(host, true);
    expect(calls).to.have.length(1);
    calls[0]!.resolve('drawn');
    // What request returns (for the host's waitFor) settles once the host was asked to update.
    await wait;
    expect(host.updates).to.be.greaterThan(0);
    expect(chunk.waiting(true)).to.equal(false);
    expect(chunk.request(host, true)).to.equal(undefined);
  });

  it('a failed load ends the wait (the view draws without it) and settle never rejects', async () => {
    const { importer, calls } = manualImporter<string>();
    const chunk = new ViewModule(importer);
    const host = countingHost();
    const wait = chunk.request(host, true);
    const settled = chunk.settle();
    calls[0]!.reject(new Error('offline'));
    expect(await settled).to.equal(undefined);
    // The wait ends (resolved, not rejected) with the host updated to draw without it.
    await wait;
    expect(chunk.waiting(true)).to.equal(false);
    expect(host.updates).to.equal(1);
  });

  it('warm fetches it once the page is idle, once however often it is called', async () => {
    const { importer, calls } = manualImporter<string>();
    const chunk = new ViewModule(importer);
    chunk.warm();
    chunk.warm();
    expect(calls).to.have.length(0);
    await new Promise((resolve) => (globalThis.requestIdleCallback ?? setTimeout)(resolve));
    await new Promise((resolve) => setTimeout(resolve));
    expect(calls).to.have.length(1);
    chunk.warm();
    calls[0]!.resolve('warm');
    await chunk.settle();
    expect(chunk.module).to.equal('warm');
    expect(calls).to.have.length(1);
  });
});
