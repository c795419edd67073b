import { expect } from '@open-wc/testing';
import { contrastRatio, parseComputedColor, relativeLuminance } from '../../src/lib/leaderboard-contrast.js';
import { FRAMEWORK_PALETTE, NEUTRAL_COLOR } from '../../src/lib/framework-colors.js';

const rgb = (text: string) => parseComputedColor(text)!.rgb;

describe('leaderboard-contrast', () => {
  const cases: [string, [number, number, number] | null, number][] = [
    ['rgb(0, 114, 178)', [0, 114, 178], 1],
    ['rgba(13, 17, 23, 0.5)', [13, 17, 23], 0.5],
    ['rgb(0 114 178 / 0.25)', [0, 114, 178], 0.25],
    ['color(srgb 1 0 0)', [255, 0, 0], 1],
    ['#0072B2', [0, 114, 178], 1],
    ['transparent', null, 0],
    ['rgb(a, b, c)', null, 0],
  ];
  for (const [text, expected, alpha] of cases) {
    it(`parseComputedColor(${JSON.stringify(text)})`, () => {
      const parsed = parseComputedColor(text);
      if (expected === null) expect(parsed).to.equal(null);
      else expect(parsed).to.deep.equal({ rgb: expected, alpha });
    });
  }

  it('gives the WCAG figures: black on white 21:1, a colour on itself 1:1, grey #777 on white 4.48:1', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).to.be.closeTo(21, 1e-9);
    expect(contrastRatio([0, 114, 178], [0, 114, 178])).to.equal(1);
    expect(contrastRatio(rgb('#777777'), [255, 255, 255])).to.be.closeTo(4.48, 0.01);
    expect(relativeLuminance([255, 255, 255])).to.equal(1);
  });

  it('measures the issue: Okabe–Ito blue on the old pressed accent (#0b5cad) is about 1.3:1', () => {
    expect(contrastRatio(rgb('#0072B2'), rgb('#0b5cad'))).to.be.below(1.4);
  });

  it('every palette colour and the neutral have at least 3:1 on the pressed plate (#0d1117)', () => {
    for (const color of [...FRAMEWORK_PALETTE, NEUTRAL_COLOR]) {
      expect(contrastRatio(rgb(color), rgb('#0d1117')), color).to.be.at.least(3);
    }
  });
});
