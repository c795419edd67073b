import { expect } from '@open-wc/testing';
import { buildChartSvg, type ChartPalette } from '../../src/lib/results-chart-svg.js';
import { estimateTextWidth } from '../../src/lib/text-fit.js';
import { escapeXml } from '../../src/lib/xml.js';
import { parseResults } from '../support/results-parse.js';
import { axisTicks, describeBars, describeHeadline, EN } from '../../src/lib/results-view.js';

const palette: ChartPalette = {
  text: '#111',
  muted: '#555',
  surface: '#fff',
  border: '#ccc',
  positive: 'green',
  negative: 'red',
  baseline: '#666',
  highlight: 'rgb(11, 92, 173)',
  other: '#9ab',
};

describe('buildChartSvg', () => {
  const data = parseResults({
    title: 'Training <results> & "more"',
    note: 'Paper Table 2',
    benchmarks: ['DeepSWE-v1.1'],
    backbones: [
      {
        name: 'Backbone A',
        rows: [
          { label: 'Base model', role: 'baseline', scores: { 'DeepSWE-v1.1': 54.42 } },
          { label: '<script>alert(1)</script> a label long enough to wrap over more than one line', scores: {} },
          { label: '+ CodeSpecWeave', role: 'highlight', scores: { 'DeepSWE-v1.1': 62.98 } },
        ],
      },
    ],
  });
  const backbone = data.backbones[0]!;
  const build = (width: number) =>
    buildChartSvg({
      title: data.title,
      subtitle: 'Backbone A · DeepSWE-v1.1',
      note: data.note,
      axisTitle: 'Score (%)',
      domain: data.domain,
      locale: EN,
      ticks: (track) => axisTicks(data.domain, track),
      headline: describeHeadline(data, backbone, 'DeepSWE-v1.1'),
      bars: describeBars(data, backbone, 'DeepSWE-v1.1'),
      width,
      palette,
      fontFamily: 'Inter, "Segoe UI", sans-serif',
    });

  it('is a well-formed SVG with the headline, labels, values and ticks as text', () => {
    const svg = build(720);
    const doc = new DOMParser().parseFromString(svg.text, 'image/svg+xml');
    expect(doc.querySelector('parsererror')).to.equal(null);
    const root = doc.documentElement;
    expect(root.localName).to.equal('svg');
    expect(root.getAttribute('width')).to.equal('720');
    expect(Number(root.getAttribute('height'))).to.equal(svg.height);
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent);
    for (const expected of ['Training <results> & "more"', '+8.56pp', '54.42% → 62.98%', 'Base model → + CodeSpecWeave', 'Base model', '54.42%', '62.98%', 'base', '+8.56pp', '0', '25', '50', '75', '100', 'Paper Table 2']) {
      expect(texts).to.include(expected);
    }
    expect(doc.querySelector('script')).to.equal(null);
    expect(texts.join(' ')).to.contain('<script>alert(1)</script>');
    expect(doc.querySelectorAll('rect')).to.have.length(4);
    expect(root.getAttribute('font-family')).to.equal('Inter, "Segoe UI", sans-serif');
  });

  it('wraps a long label into several lines, and the height grows with it', () => {
    const svg = build(480);
    const doc = new DOMParser().parseFromString(svg.text, 'image/svg+xml');
    const label = [...doc.querySelectorAll('text')].filter((t) => /script|label|wrap|line/.test(t.textContent!));
    expect(label.length).to.be.greaterThan(1);
    expect(svg.height).to.be.greaterThan(build(1200).height);
    // By the library's one wrapper and width estimate (text-fit.ts): no line wider than the label
    // column (30 % of the inner width, 14 px text), every word kept.
    const lines = [...doc.querySelectorAll('text[x="24"][font-size="14"]')];
    for (const line of lines) expect(estimateTextWidth(line.textContent!, 14, line.getAttribute('font-weight') === '700')).to.be.at.most((480 - 48) * 0.3);
    const labels = lines.map((t) => t.textContent!);
    // (A word wider than the column, "<script>alert(1)</script>", is cut between characters.)
    const words = (text: string) => text.replace(/\s+/g, '');
    expect(words(labels.join(''))).to.contain(words('<script>alert(1)</script> a label long enough to wrap over more than one line'));
  });

  it('draws bars on the fixed domain: 54.42 of [0, 100] is 54.42% of the track', () => {
    const doc = new DOMParser().parseFromString(build(720).text, 'image/svg+xml');
    const [, base, , top] = [...doc.querySelectorAll('rect')];
    const lines = [...doc.querySelectorAll('line')].map((l) => Number(l.getAttribute('x1')));
    const track = lines[4]! - lines[0]!;
    expect(Number(base!.getAttribute('x'))).to.be.closeTo(lines[0]!, 1e-6);
    expect(Number(base!.getAttribute('width')) / track).to.be.closeTo(0.5442, 1e-9);
    expect(Number(top!.getAttribute('width')) / track).to.be.closeTo(0.6298, 1e-9);
    expect(top!.getAttribute('fill')).to.equal('rgb(11, 92, 173)');
  });

  it('escapes text and attribute values', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).to.equal('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    // Characters XML forbids even as references are dropped; tab and line breaks stay.
    expect(escapeXml('a\u0007b\u0000c\u001Fd\uFFFFe\tf\ng')).to.equal('abcde\tf\ng');
  });
});

describe('buildChartSvg: spreads and no baseline', () => {
  const input = (rows: unknown[]) => {
    const data = parseResults({ benchmarks: ['X'], decimals: 1, backbones: [{ name: 'A', rows }] });
    const backbone = data.backbones[0]!;
    return buildChartSvg({
      title: 'T',
      subtitle: 'A · X',
      note: '',
      axisTitle: 'Score (%)',
      domain: data.domain,
      locale: EN,
      ticks: (track) => axisTicks(data.domain, track),
      headline: describeHeadline(data, backbone, 'X'),
      bars: describeBars(data, backbone, 'X'),
      width: 720,
      palette,
      fontFamily: 'sans-serif',
    });
  };
  const texts = (svg: { text: string }) =>
    [...new DOMParser().parseFromString(svg.text, 'image/svg+xml').querySelectorAll('text')].map((t) => t.textContent);

  it('draws a whisker per bar with a spread and writes the values with it', () => {
    const svg = input([
      { label: 'Base', role: 'baseline', scores: { X: { value: 99.3, std: 1.2 } } },
      { label: 'New', role: 'highlight', scores: { X: { value: 38.6, low: 35.9, high: 41.4 } } },
      { label: 'Plain', scores: { X: 20 } },
    ]);
    const doc = new DOMParser().parseFromString(svg.text, 'image/svg+xml');
    expect(doc.querySelectorAll('path')).to.have.length(2);
    expect(texts(svg)).to.include.members(['99.3 ± 1.2% → 38.6% (35.9–41.4%)', '99.3 ± 1.2%', '38.6% (35.9–41.4%)']);
  });

  it('without a baseline: the highlight value and row, no Δ and no "base"', () => {
    const svg = input([
      { label: 'WizardMath', scores: { X: 54.9 } },
      { label: 'ScaleQuest', role: 'highlight', scores: { X: 73.1 } },
    ]);
    const all = texts(svg);
    expect(all).to.include.members(['73.1%', 'ScaleQuest', 'WizardMath', '54.9%']);
    expect(all.join(' ')).not.to.match(/\bbase\b|pp\b/i);
  });
});
