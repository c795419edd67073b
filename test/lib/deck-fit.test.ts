import { expect } from '@open-wc/testing';
import { deckScale, fitScale, hostFontFor, largestFitting, luminanceOf, schemeForBackground } from '../../src/lib/deck-fit.js';

const REVEAL_DEFAULT = { width: 960, height: 700, margin: 0.04 };

describe('deck-fit: sizes for a reveal.js slide', () => {
  it("reveal.js's scale of its default deck on a 1280×720 screen", () => {
    // min(1280 / 998.4, 720 / 728)
    expect(deckScale(REVEAL_DEFAULT)).to.be.closeTo(0.98901, 1e-5);
    expect(deckScale(REVEAL_DEFAULT, { width: 960, height: 700 })).to.be.closeTo(0.96154, 1e-5);
    expect(deckScale({ width: 1920, height: 1080, margin: 0 })).to.be.closeTo(0.66667, 1e-5);
  });

  it('text sizes are chosen for this screen, never for more than the reference scale', () => {
    expect(fitScale(REVEAL_DEFAULT, 0.95)).to.equal(0.95);
    // A preview (a 700 × 520 window, scale 0.5): the reference layout, shrunk with the slide.
    expect(fitScale(REVEAL_DEFAULT, 0.5)).to.be.closeTo(0.98901, 1e-5);
    expect(fitScale(REVEAL_DEFAULT, 0.89)).to.equal(0.89);
    expect(fitScale(REVEAL_DEFAULT, 0.88)).to.be.closeTo(0.98901, 1e-5);
    expect(fitScale(REVEAL_DEFAULT, 3)).to.be.closeTo(0.98901, 1e-5);
    expect(fitScale(REVEAL_DEFAULT, Number.NaN)).to.be.closeTo(0.98901, 1e-5);
    expect(fitScale(REVEAL_DEFAULT, 0)).to.be.closeTo(0.98901, 1e-5);
  });

  it('the host font that makes the smallest text a given screen size', () => {
    // 18 px smallest text = 0.75 of the host, at scale 0.989: 24.27 px host.
    expect(hostFontFor(18, 0.98901)).to.be.closeTo(24.267, 1e-3);
    expect(hostFontFor(14, 1)).to.be.closeTo(18.667, 1e-3);
  });

  it('largestFitting finds the largest size that fits, trying the largest first', async () => {
    const tried: number[] = [];
    const limit = 20.3;
    const result = await largestFitting(10, 30, async (size) => {
      tried.push(size);
      return size <= limit;
    });
    expect(result.fits).to.equal(true);
    expect(result.size).to.be.at.most(limit);
    expect(result.size).to.be.above(limit - 0.5);
    expect(tried[0]).to.equal(30);
    // The element is left at the size returned.
    expect(tried.at(-1)).to.equal(result.size);
    expect(tried.length).to.be.at.most(9);
  });

  it('largestFitting: fits at once, never fits, and bad bounds', async () => {
    expect(await largestFitting(10, 30, async () => true)).to.deep.equal({ size: 30, fits: true });
    expect(await largestFitting(10, 30, async () => false)).to.deep.equal({ size: 10, fits: false });
    expect(await largestFitting(0, 30, async () => true)).to.deep.equal({ size: 0, fits: false });
    expect(await largestFitting(20, 10, async () => true)).to.deep.equal({ size: 20, fits: false });
  });

  it('a background asks for the colour scheme whose text contrasts best', () => {
    const cases: [string, 'light' | 'dark' | null][] = [
      ['rgb(255, 255, 255)', 'light'], // reveal.js white
      ['rgb(25, 25, 25)', 'dark'], // black
      ['rgb(34, 34, 34)', 'dark'], // league
      ['rgb(247, 242, 211)', 'light'], // beige
      ['rgb(0, 43, 54)', 'dark'], // solarized dark
      ['rgba(0, 0, 0, 0)', null], // transparent: ask the page behind
      ['rgba(10, 10, 10, 0.9)', 'dark'],
      ['rgb(10 10 10 / 50%)', 'dark'],
      ['color(srgb 1 1 1)', null],
      ['', null],
    ];
    for (const [color, scheme] of cases) expect(schemeForBackground(color), color).to.equal(scheme);
    expect(luminanceOf('rgb(255, 255, 255)')).to.be.closeTo(1, 1e-9);
    expect(luminanceOf('rgb(0, 0, 0)')).to.equal(0);
  });
});
