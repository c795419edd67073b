// When the README snippet's loader imports the library (src/internal/after-next-frame.ts): after the
// page's next frame is drawn, so the first frame is the page's own; at once for a hidden page, which
// draws nothing; and in any case after its fallback, for a page whose frames the browser holds.
import { expect } from '@open-wc/testing';
import { afterNextFrame } from '../../src/internal/after-next-frame.js';

/** Counts the frames' callbacks from now (each frame's callbacks run just before it is drawn). */
function frameCounter() {
  const counter = { frames: 0, stop: () => cancelAnimationFrame(id) };
  let id = requestAnimationFrame(function tick() {
    counter.frames++;
    id = requestAnimationFrame(tick);
  });
  return counter;
}

/** Replaces `document.visibilityState` for one test (the test page itself is always visible). */
function seeAs(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  return () => delete (document as { visibilityState?: unknown }).visibilityState;
}

describe('afterNextFrame: the snippet loader waits for the page to draw', () => {
  it('resolves after a frame asked for before it was called has been drawn, not before', async () => {
    const counter = frameCounter();
    await afterNextFrame();
    counter.stop();
    expect(counter.frames).to.be.at.least(1);
  });

  it('resolves in a task after that frame, not inside its callbacks (where the frame is not yet drawn)', async () => {
    let inFrameCallbacks = false;
    requestAnimationFrame(() => {
      inFrameCallbacks = true;
      // The first task after this frame's callbacks, its style, layout and paint.
      setTimeout(() => (inFrameCallbacks = false));
    });
    let resolvedInFrame: boolean | undefined;
    await afterNextFrame().then(() => (resolvedInFrame = inFrameCallbacks));
    expect(resolvedInFrame).to.equal(false);
  });

  it('resolves at once for a hidden page, with no frame drawn', async () => {
    const restore = seeAs('hidden');
    try {
      const counter = frameCounter();
      await afterNextFrame();
      counter.stop();
      expect(counter.frames).to.equal(0);
    } finally {
      restore();
    }
  });

  it('resolves when the page is hidden while it waits', async () => {
    const held = window.requestAnimationFrame;
    window.requestAnimationFrame = () => 0;
    try {
      let resolved = false;
      const waiting = afterNextFrame(60_000).then(() => (resolved = true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(resolved).to.equal(false);
      document.dispatchEvent(new Event('visibilitychange'));
      await waiting;
      expect(resolved).to.equal(true);
    } finally {
      window.requestAnimationFrame = held;
    }
  });

  it('resolves after its fallback when the browser runs no frames for the page', async () => {
    const held = window.requestAnimationFrame;
    let asked = 0;
    window.requestAnimationFrame = () => ++asked;
    try {
      await afterNextFrame(20);
      expect(asked).to.equal(1);
    } finally {
      window.requestAnimationFrame = held;
    }
  });
});
