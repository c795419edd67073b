import { expect } from '@open-wc/testing';
import {
  clampRatio,
  COMPACT_STEPS,
  compactForms,
  compactValue,
  deckScale,
  fitScale,
  fitThroughForms,
  fitThroughFormsNow,
  hostFontFor,
  largestFitting,
  luminanceOf,
  paperZoom,
  schemeForBackground,
  targetHostFont,
} from '../../src/lib/deck-fit.js';

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
    expect(fitScale(REVEAL_DEFAULT, 0.9)).to.equal(0.9);
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

  it('the host font follows the measured share of the smallest text', () => {
    // The web's labels (0.8125 em) for 18 px at 1280 × 720: a 22.4 px host, not the 0.75 floor's 24.3.
    expect(hostFontFor(18, 0.98901, 0.8125)).to.be.closeTo(22.4, 0.01);
    // A table whose smallest text is its cells (0.9375 em, the summary hidden): 19.4 px.
    expect(hostFontFor(18, 0.98901, 0.9375)).to.be.closeTo(19.41, 0.01);
    // A measurement outside what the elements draw is a transient layout: kept within 0.5–1.25, the floor for none.
    expect(clampRatio(0.1)).to.equal(0.5);
    expect(clampRatio(3)).to.equal(1.25);
    expect(clampRatio(Number.NaN)).to.equal(0.75);
    expect(clampRatio(0)).to.equal(0.75);
    expect(clampRatio(Infinity)).to.equal(0.75);
    expect(hostFontFor(18, 1, Number.NaN)).to.equal(24);
    // The aim is half a percent over, so text measured in whole layout pixels still reads 18 px.
    expect(targetHostFont(18, 0.98901, 0.8125) / hostFontFor(18, 0.98901, 0.8125)).to.be.closeTo(1.005, 1e-9);
  });

  it('the compact forms, in order, each keeping what the one before hid', () => {
    expect(compactValue(0, false)).to.equal('trim');
    expect(compactValue(0, true)).to.equal('trim title');
    expect(compactValue(1, true)).to.equal('trim title tight');
    expect(compactValue(2, false)).to.equal('trim tight dense');
    expect(compactValue(2, true)).to.equal('trim title tight dense');
    // Out of range: the nearest form.
    expect(compactValue(-1, false)).to.equal('trim');
    expect(compactValue(9, false)).to.equal('trim tight dense');
    for (let step = 1; step < COMPACT_STEPS.length; step++) {
      for (const token of COMPACT_STEPS[step - 1]!) expect(COMPACT_STEPS[step]).to.include(token);
    }
  });

  it('paper zoom: only for an element that would run off its page, with room to spare, never below the floor', () => {
    expect(paperZoom(100, 500, 700)).to.equal(1);
    expect(paperZoom(100, 600, 700)).to.equal(1);
    // 640 px from 100 px down a 700 px page: 0.9 × 600 / 640.
    expect(paperZoom(100, 640, 700)).to.be.closeTo(0.84375, 1e-9);
    expect(100 + 640 * paperZoom(100, 640, 700)).to.be.at.most(700);
    expect(paperZoom(100, 6000, 700)).to.equal(0.3);
    expect(paperZoom(100, 6000, 700, 0.9, 0.5)).to.equal(0.5);
    // Starting below the page's end, or no height: nothing sensible to zoom to.
    expect(paperZoom(800, 100, 700)).to.equal(0.3);
    expect(paperZoom(100, 0, 700)).to.equal(1);
    expect(paperZoom(100, Number.NaN, 700)).to.equal(1);
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

describe('deck-fit: the fitting `fit` and the reveal plugin share', () => {
  it('compactForms: the full form first, then each compact step; `title` in every form under a heading; fields under rows last for a leaderboard', () => {
    expect(compactForms({ heading: false, fieldsUnder: false })).to.deep.equal(['', 'trim', 'trim tight', 'trim tight dense']);
    expect(compactForms({ heading: true, fieldsUnder: false })).to.deep.equal(['title', 'trim title', 'trim title tight', 'trim title tight dense']);
    expect(compactForms({ heading: false, fieldsUnder: true })).to.deep.equal(['', 'trim', 'trim tight', 'trim tight dense', 'trim tight dense fields-under', 'trim tight dense fields-under fields-inline']);
  });

  /**
   * A made-up element: `heights[form]` px tall at 10 px font, growing in proportion to its font;
   * `room` px of box. Records every trial.
   */
  function element(heights: Record<string, number>, room: number, ratio = 0.8) {
    const trials: string[] = [];
    let form = '';
    const trial = (size: number) => {
      trials.push(`${form}@${size.toFixed(2)}`);
      return (heights[form]! * size) / 10 <= room;
    };
    const setForm = (next: string) => void (form = next);
    const sizesAt = (guess: number) => ({ high: 18 / ratio, low: 12 / ratio, fits: trial(guess) });
    return {
      trials,
      run: () => fitThroughForms(Object.keys(heights), { setForm, sizesAt: async (guess) => sizesAt(guess), fits: async (size) => trial(size) }, 20),
      /** The same fitting made at once (inside `beforeprint`). */
      runNow: () => fitThroughFormsNow(Object.keys(heights), { setForm, sizesAt, fits: trial }, 20),
    };
  }

  it('fitThroughFormsNow: the same trials in the same order, made at once, and the same result', async () => {
    const cases: [Record<string, number>, number][] = [
      [{ '': 400, trim: 300, 'trim tight': 250, 'trim tight dense': 200 }, 600],
      [{ '': 400, trim: 300 }, 500],
      [{ '': 400, 'trim tight dense': 300, 'trim tight dense fields-under': 900 }, 500],
      [{ '': 400, 'trim tight dense': 300, 'trim tight dense fields-under': 250 }, 500],
      [{ '': 400, trim: 300 }, 100],
    ];
    for (const [heights, room] of cases) {
      const later = element(heights, room);
      const now = element(heights, room);
      const result = await later.run();
      // Not a promise: the element is fitted when the call returns.
      const resultNow = now.runNow();
      expect(resultNow, JSON.stringify(heights)).to.deep.equal(result);
      expect(now.trials, JSON.stringify(heights)).to.deep.equal(later.trials);
      expect(now.trials.length).to.be.above(1);
    }
  });

  it('the first form that is whole at the wanted size wins, the text keeps its size', async () => {
    // At 22.5 px (18 / 0.8): full 900, trim 675, tight 562.5, dense 450 px; the room 600.
    const { run, trials } = element({ '': 400, trim: 300, 'trim tight': 250, 'trim tight dense': 200 }, 600);
    expect(await run()).to.deep.equal({ form: 'trim tight', size: 22.5, fits: true });
    // The first trial at the first guess (20) measures the text; then one trial per form at 22.5.
    expect(trials).to.deep.equal(['@20.00', '@22.50', 'trim@22.50', 'trim tight@22.50']);
  });

  it('no form whole at the wanted size: the last form at the largest size that fits, to half a px', async () => {
    const { run } = element({ '': 400, trim: 300 }, 500);
    const result = await run();
    expect(result.form).to.equal('trim');
    expect(result.fits).to.equal(true);
    // 300 × size / 10 <= 500: size <= 16.67, found within 0.5 of it.
    expect(result.size).to.be.within(16.1, 16.67);
  });

  it('a leaderboard: the table at smaller text before its fields under their rows (three times as tall), and put back after', async () => {
    const { run, trials } = element({ '': 400, 'trim tight dense': 300, 'trim tight dense fields-under': 900 }, 500);
    const result = await run();
    expect(result.form).to.equal('trim tight dense');
    expect(result.size).to.be.within(16.1, 16.67);
    // Fields under the rows were tried only above the table's size, and the table is what the page is left with.
    expect(trials.filter((trial) => trial.startsWith('trim tight dense fields-under@')).every((trial) => Number(trial.split('@')[1]) > 16.6)).to.equal(true);
    expect(trials.at(-1)).to.equal(`trim tight dense@${result.size.toFixed(2)}`);
  });

  it('a layout taken only at smaller sizes (a board’s table, its text larger than its fields-under labels): tried from the floor measured there, each size readable where it stands', async () => {
    // The table is whole below a 13 px host (narrower there than the box) and draws its smallest
    // text at 0.94 of it; above, the board lays fields under its rows (0.81, and far too tall).
    const ratio = (size: number) => (size < 13 ? 0.9375 : 0.8125);
    const whole = (size: number) => size < 13;
    let form = '';
    const result = await fitThroughForms(
      ['', 'trim tight dense', 'trim tight dense fields-under'],
      {
        setForm: (next) => void (form = next),
        sizesAt: async (guess) => ({ high: 18 / ratio(guess), low: 12 / ratio(guess), fits: !form.includes('fields-under') && whole(guess) }),
        fits: async (size) => !form.includes('fields-under') && whole(size),
      },
      22,
    );
    // 12 px text at 0.94 is a 12.8 px host: whole (below 13), where the floor measured at 22 px was 14.8.
    expect(result).to.include({ form: 'trim tight dense', fits: true });
    expect(result.size).to.be.within(12.8, 13);
  });

  it('another layout wins only with larger text, not a larger host: fields under the rows draw their labels smaller (0.81 of the host against the table’s 0.94)', async () => {
    // The table is whole up to a 14 px host (13.1 px text), its fields under the rows up to 15.5 (12.6 px text).
    const ratio = () => (form.includes('fields-under') ? 0.8125 : 0.9375);
    const whole = (size: number) => size <= (form.includes('fields-under') ? 15.5 : 14);
    let form = '';
    const result = await fitThroughForms(
      ['', 'trim tight dense', 'trim tight dense fields-under'],
      {
        setForm: (next) => void (form = next),
        sizesAt: async (guess) => ({ high: 18 / ratio(), low: 12 / ratio(), fits: whole(guess) }),
        fits: async (size) => whole(size),
      },
      22,
    );
    expect(result).to.include({ form: 'trim tight dense', fits: true });
    expect(result.size * 0.9375).to.be.above(12.6);
    // …and the page is left with the table.
    expect(form).to.equal('trim tight dense');
  });

  it('another layout wins when it is whole with larger text than the table', async () => {
    const { run } = element({ '': 400, 'trim tight dense': 300, 'trim tight dense fields-under': 250 }, 500);
    const result = await run();
    expect(result.form).to.equal('trim tight dense fields-under');
    // 250 × size / 10 <= 500: size <= 20 (the table only to 16.67).
    expect(result.size).to.be.within(19.5, 20);
    expect(result.fits).to.equal(true);
  });

  it('a drawing whose labels grow slower than its host (a web scaled to its column) is measured again where it stands', async () => {
    // Smallest text: 0.8 of the host up to a 20 px host, then 0.2 px per px (the drawing shrinks to its column).
    const smallest = (size: number) => (size <= 20 ? 0.8 * size : 16 + 0.2 * (size - 20));
    const tried: number[] = [];
    const result = await fitThroughForms(
      [''],
      {
        setForm: () => {},
        sizesAt: async (guess) => (tried.push(guess), { high: (18 * guess) / smallest(guess), low: (12 * guess) / smallest(guess), fits: true }),
        fits: async (size) => (tried.push(size), true),
      },
      22.5,
    );
    // Measured once at 22.5 (16.5 px text) it would stop there; measured again at each size it gave, it gets closer to 18 px.
    expect(result.fits).to.equal(true);
    expect(smallest(result.size)).to.be.above(17.3);
    expect(tried.length).to.equal(5);
  });

  it('not whole even at the smallest size: that size and the last form, with fits false', async () => {
    const { run } = element({ '': 400, trim: 300 }, 100);
    expect(await run()).to.deep.equal({ form: 'trim', size: 15, fits: false });
  });

  it('whole nowhere: left at the smallest allowed text measured where it stands, not where the wanted text was', async () => {
    // Smallest text 0.75 of the host above 16 px (a legend), 0.85 below it (the legend gone): 12 px at 14.1, not 16.
    const ratio = (size: number) => (size > 16 ? 0.75 : 0.85);
    const result = await fitThroughForms(
      ['', 'fields-under'],
      {
        setForm: () => {},
        sizesAt: async (guess) => ({ high: 18 / ratio(guess), low: 12 / ratio(guess), fits: false }),
        fits: async () => false,
      },
      24,
    );
    expect(result.fits).to.equal(false);
    expect(result.size * ratio(result.size)).to.be.closeTo(12, 0.01);
  });

  it('known to be whole nowhere (lastResort: its rows alone taller than the room): the same end, in two trials instead of every one', async () => {
    const heights = { '': 400, trim: 300 };
    const searched = element(heights, 100);
    const result = await searched.run();
    expect(searched.trials.length).to.be.above(4);
    const moves: string[] = [];
    const shortcut = await fitThroughForms(
      Object.keys(heights),
      {
        setForm: (form) => void moves.push(`form ${form}`),
        sizesAt: async (guess) => (moves.push(`measure @${guess}`), { high: 22.5, low: 15, fits: false }),
        fits: async (size) => (moves.push(`try @${size}`), false),
      },
      20,
      true,
    );
    expect(shortcut).to.deep.equal(result);
    // The last form, measured at the first guess (the smallest text's share), then at the size that gives 12 px there.
    expect(moves).to.deep.equal(['form trim', 'measure @20', 'measure @15']);
    const now = fitThroughFormsNow(Object.keys(heights), { setForm: () => {}, sizesAt: () => ({ high: 22.5, low: 15, fits: false }), fits: () => false }, 20, true);
    expect(now).to.deep.equal(result);
  });
});
