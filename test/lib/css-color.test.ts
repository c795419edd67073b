import { expect } from '@open-wc/testing';
import { cssColorProblem } from '../../src/lib/css-color.js';

describe('css-color: cssColorProblem', () => {
  const accepted = [
    '#36c',
    '#3366cc',
    '#3366ccaa',
    '#36ca',
    'rebeccapurple',
    'transparent',
    'currentColor',
    '  #3366cc  ',
    'rgb(51 102 204)',
    'rgba(51, 102, 204, 0.5)',
    'hsl(220 60% 50% / 80%)',
    'hwb(220 10% 20%)',
    'oklch(0.6 0.15 250)',
    'lab(50% 40 59.5)',
    'color(display-p3 0.2 0.4 0.8)',
    'color-mix(in oklch, #36c 40%, white)',
    'light-dark(#36c, #9cf)',
    'var(--brand)',
    'var(--brand, #36c)',
    'rgb(calc(10 + 20) 0 0)',
  ];
  for (const color of accepted) {
    it(`accepts ${JSON.stringify(color)}`, () => expect(cssColorProblem(color)).to.equal(''));
  }

  const refused: [unknown, RegExp][] = [
    ['url(//host/x.svg#g)', /could load a URL/],
    ['URL(https://host/x.svg#g)', /could load a URL/],
    ['url (//host/x.svg#g)', /could load a URL/],
    ['image-set("a.png" 1x)', /could load a URL/],
    ['-webkit-image-set(a.png 1x)', /could load a URL/],
    ['u\\72l(//host/x)', /escapes/],
    ['red; background: url(//x)', /could load a URL/],
    ['red; color: blue', /semicolons/],
    ['"red"', /quotes/],
    ['javascript:alert(1)', /not colour syntax|colons/],
    ['expression(alert(1))', /expression\(\) is not a colour function/],
    ['rgb(1 2 3', /not colour syntax|unbalanced/],
    ['rgb(1 2 3))', /unbalanced/],
    ['(1 2 3)', /not colour syntax/],
    ['red blue', /not colour syntax/],
    ['#12', /not colour syntax/],
    ['', /empty/],
    [12, /not text/],
    [null, /not text/],
    [`rgb(${'1 '.repeat(200)})`, /200-character limit/],
    ['<svg>', /not colour syntax|escapes/],
  ];
  for (const [color, problem] of refused) {
    it(`refuses ${JSON.stringify(color)?.slice(0, 40)}`, () => expect(cssColorProblem(color)).to.match(problem));
  }

  it('settles a long pathological value at once (no backtracking)', () => {
    // Backtracking on these would take minutes and meet the runner's timeout (no time is asserted).
    expect(cssColorProblem(`rgb(${'('.repeat(150)}`)).not.to.equal('');
    expect(cssColorProblem(`${'a('.repeat(99)}`)).not.to.equal('');
  });
});
