import { expect } from '@open-wc/testing';
import { FRAMEWORK_PALETTE, NEUTRAL_COLOR, assignFrameworkColors } from '../../src/lib/framework-colors.js';

describe('framework-colors', () => {
  it('gives distinct Okabe–Ito colours in the order of the names', () => {
    const colors = assignFrameworkColors(['Aider', 'Claude Code', 'Codex']);
    expect([...colors.values()]).to.deep.equal(['#0072B2', '#E69F00', '#009E73']);
  });

  // Issue 22: past the palette, colours repeated ("No framework" shared yellow with Anthropic,
  // the ninth framework the first's blue). Colour now identifies or is neutral.
  it('seven frameworks never share a colour; with more, the seven largest groups get them and the rest are neutral', () => {
    const names = Array.from({ length: 9 }, (_, i) => `f${i}`);
    const counts = new Map(names.map((name, i) => [name, i === 0 || i === 5 ? 1 : 10 - i]));
    const colors = assignFrameworkColors(names, {}, counts);
    const coloured = names.filter((name) => colors.get(name) !== NEUTRAL_COLOR);
    expect(coloured).to.deep.equal(['f1', 'f2', 'f3', 'f4', 'f6', 'f7', 'f8']);
    expect(new Set(coloured.map((name) => colors.get(name))).size).to.equal(7);
    expect(colors.get('f0')).to.equal(NEUTRAL_COLOR);
    expect(colors.get('f5')).to.equal(NEUTRAL_COLOR);
    expect(FRAMEWORK_PALETTE).not.to.include(NEUTRAL_COLOR);
  });

  it('an entry without a framework is neutral, never a palette colour', () => {
    const colors = assignFrameworkColors(['Anthropic', 'OpenAI', '']);
    expect([...colors.values()]).to.deep.equal(['#0072B2', '#E69F00', NEUTRAL_COLOR]);
  });

  it('a palette colour an override uses is not given to another framework', () => {
    const colors = assignFrameworkColors(['Aider', 'Codex', 'OpenHands'], { OpenHands: '#0072b2' });
    expect(colors.get('OpenHands')).to.equal('#0072b2');
    expect(colors.get('Aider')).not.to.equal('#0072B2');
    expect(new Set([...colors.values()].map((c) => c.toLowerCase())).size).to.equal(3);
  });

  it('overrides win without shifting anyone else', () => {
    const colors = assignFrameworkColors(['Aider', 'Codex', 'OpenHands'], { Codex: '#3366cc', Unused: 'red' });
    expect(colors.get('Aider')).to.equal('#0072B2');
    expect(colors.get('Codex')).to.equal('#3366cc');
    expect(colors.get('OpenHands')).to.equal('#009E73');
    expect(colors.has('Unused')).to.equal(false);
  });

  it('does not take inherited keys as overrides', () => {
    expect(assignFrameworkColors(['toString']).get('toString')).to.equal('#0072B2');
  });
});
