// heldViewBox (issue 35): after hydration the web's new layout is shown at the height the server's
// drawing had, so nothing under it moves; without a held height, the layout's own band.
import { expect } from '@open-wc/testing';
import { heldViewBox } from '../../src/lib/requirement-web-band.js';

describe('heldViewBox', () => {
  const layout = { top: 10, width: 317, height: 212 };
  const cases: [string, number, number, [number, number, number, number]][] = [
    ['no hold: its own band', 317, 0, [0, 10, 317, 212]],
    ['held at its own height: its own band', 317, 212.2, [0, 10, 317, 212]],
    // 234 px held: 22 units more, 11 above and 11 below.
    ['shorter than held: centred in a taller band', 317, 234, [0, -1, 317, 234]],
    // 180 px held: the band is widened so 212 units of height fit in 180 px, centred across.
    ['taller than held: scaled down into it, centred across', 317, 180, [-(212 * 317 / 180 - 317) / 2, 10, (212 * 317) / 180, 212]],
    ['a hidden column (0 px): its own band', 0, 234, [0, 10, 317, 212]],
    ['a NaN height: its own band', 317, Number.NaN, [0, 10, 317, 212]],
  ];
  for (const [name, column, held, expected] of cases) {
    it(name, () => {
      const box = heldViewBox(layout, column, held);
      box.forEach((value, i) => expect(value, `[${i}]`).to.be.closeTo(expected[i]!, 1e-9));
      // Whatever the band, the picture keeps its proportions: the held height at the column's width.
      if (column && held > 0) expect((column * box[3]) / box[2]).to.be.closeTo(Math.abs(held - 212) < 0.5 ? 212 : held, 1e-9);
    });
  }

  it('a layout at a 32 px host (units twice the px) scales the same way', () => {
    const box = heldViewBox({ top: 0, width: 634, height: 424 }, 317, 234);
    expect((317 * box[3]) / box[2]).to.be.closeTo(234, 1e-9);
    expect(box[2]).to.equal(634);
  });
});
