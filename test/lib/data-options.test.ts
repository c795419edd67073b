import { expect } from '@open-wc/testing';
import { OptionsOverlay, readOptionAttributes } from '../../src/lib/data-options.js';
import { formatCount } from '../../src/lib/format.js';

describe('data-options: attributes over the data\'s options', () => {
  const limits = { auto: true, textLimit: 2000, formatCount };
  const cases: [string, Parameters<typeof readOptionAttributes>[0], object, [string, string][]][] = [
    ['absent attributes set nothing', { heading: null, metric: null }, {}, [['heading', ''], ['metric', '']]],
    ['heading stands for the title; "" is no heading', { heading: '', description: ' Their line ' }, { title: '', description: 'Their line' }, [['heading', ''], ['description', '']]],
    ['an empty metric or group label leaves the data\'s own', { metric: ' ', 'group-label': '' }, {}, [['metric', ''], ['group-label', '']]],
    ['a unit keeps its space (" Elo")', { unit: ' Elo' }, { unit: ' Elo' }, [['unit', '']]],
    ['decimals 0–6 and "auto"', { decimals: '3' }, { decimals: 3 }, [['decimals', '']]],
    ['"auto"', { decimals: 'auto' }, { decimals: 'auto' }, [['decimals', '']]],
    ['a bad decimals is named', { decimals: '7' }, {}, [['decimals', 'decimals: expected an integer from 0 to 6 or "auto", got "7"']]],
    ['a heading over the limit is named', { heading: 'x'.repeat(2001) }, {}, [['heading', 'heading: longer than the 2,000-character limit (2,001 characters)']]],
  ];
  for (const [name, attributes, overrides, problems] of cases) {
    it(name, () => expect(readOptionAttributes(attributes, limits)).to.deep.equal({ overrides, problems }));
  }

  it('without "auto" (results-toggle) "auto" is a problem', () => {
    expect(readOptionAttributes({ decimals: 'auto' }, { auto: false, textLimit: 10, formatCount }).problems).to.deep.equal([['decimals', 'decimals: expected an integer from 0 to 6, got "auto"']]);
  });

  it("over: an element's options by property name (groupLabel is group-label), its data's own keys, each problem flagged", () => {
    const overlay = new OptionsOverlay<{ title: string; summary: string; groupLabel?: string }>();
    const given = { title: 'Theirs', summary: 'Their line' };
    const flagged: [string, string][] = [];
    const host = { heading: 'Mine', description: 'My line', groupLabel: 'Lab', decimals: 'two' };
    const options = { names: ['heading', 'description', 'groupLabel', 'decimals'], limits, keys: { description: 'summary' } };
    const shown = overlay.over(host, given, options, (name, problem) => flagged.push([name, problem]));
    expect(shown).to.deep.equal({ title: 'Mine', summary: 'My line', groupLabel: 'Lab' });
    expect(flagged).to.deep.equal([['heading', ''], ['description', ''], ['group-label', ''], ['decimals', 'decimals: expected an integer from 0 to 6 or "auto", got "two"']]);
    // Without data, the options are still read (and flagged); without `flag`, nothing is flagged.
    expect(overlay.over(host, undefined, options)).to.equal(undefined);
    expect(overlay.over({ heading: null, description: null, groupLabel: null, decimals: null }, shown, options)).to.equal(given);
  });

  it('the overlay applies to the data as given, keeps a bad attribute\'s last good value, and gives the data back', () => {
    const overlay = new OptionsOverlay<{ title: string; decimals: number | 'auto' }>();
    const given = { title: 'Theirs', decimals: 1 };
    const shown = overlay.apply(given, overlay.read({ heading: 'Mine', decimals: '2' }, limits).overrides);
    expect(shown).to.deep.equal({ title: 'Mine', decimals: 2 });
    const bad = overlay.read({ heading: 'Mine', decimals: 'two' }, limits);
    expect(overlay.apply(shown, bad.overrides)).to.deep.equal({ title: 'Mine', decimals: 2 });
    expect(overlay.apply(shown, overlay.read({ heading: null, decimals: null }, limits).overrides)).to.equal(given);
  });
});
