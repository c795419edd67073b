import type { RevealApi } from './types.js';

/**
 * reveal.js's scroll view (a phone) with slides of their own heights (the plugin's scroll-view
 * sheet lays each out as tall as its content): reveal.js maps equal shares of the scroll range to
 * slides, so the slide it calls current, the URL it writes and the place a link to a slide opens at
 * run up to a slide off. Here, once every element shows its data (the slides have their heights), a
 * link to a slide opens at that slide; and whenever scrolling stops, the URL names the slide at the
 * top third of the screen, after reveal.js's own write (it waits up to a second between writes).
 * `linked` is the slide the URL asked for before reveal.js rewrote it. Returns the clean-up.
 */
export function followScrollView(deck: RevealApi, linked: string | undefined, settled: () => Promise<void>): () => void {
  const slides = () => deck.getSlides?.() ?? [];
  if (linked && deck.isScrollView?.()) {
    void settled().then(() => {
      const target = document.getElementById(decodeURIComponent(linked)) ?? slides()[Number(linked)];
      if (!target) return;
      requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }));
      window.history.replaceState(null, '', `#/${target.id || linked}`);
    });
  }
  const scroller = deck.getViewportElement?.();
  if (!scroller) return () => {};
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(quiet);
    quiet = setTimeout(() => {
      if (!deck.isScrollView?.()) return;
      const all = slides();
      const line = window.innerHeight / 3;
      const onScreen = all.filter((slide) => slide.getBoundingClientRect().top <= line).pop() ?? all[0];
      if (!onScreen) return;
      const hash = onScreen.id ? `#/${onScreen.id}` : `#/${all.indexOf(onScreen)}`;
      if (window.location.hash !== hash) window.history.replaceState(null, '', hash);
    }, 1100);
  };
  scroller.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(quiet);
    scroller.removeEventListener('scroll', onScroll);
  };
}

/** The slide a link asked for (`#/slide-id` or `#/3`), read before reveal.js rewrites the URL. */
export function linkedSlide(): string | undefined {
  return /^#\/([^/?]+)/.exec(window.location.hash)?.[1];
}
