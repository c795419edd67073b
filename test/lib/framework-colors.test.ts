import { expect } from '@open-wc/testing';
import { FRAMEWORK_PALETTE, assignFrameworkColors } from '../../src/lib/framework-colors.js';

describe('framework-colors', () => {
  it('gives distinct Okabe–Ito colours in the order of the names', () => {
    const colors = assignFrameworkColors(['Aider', 'Claude Code', 'Codex']);
    expect([...colors.values()]).to.deep.equal(['#0072B2', '#E69F00', '#009E73']);
  });

  it('eight frameworks never share a colour; the ninth repeats the first', () => {
    const names = Array.from({ length: 9 }, (_, i) => `f${i}`);
    const colors = assignFrameworkColors(names);
    expect(new Set(names.slice(0, 8).map((name) => colors.get(name))).size).to.equal(8);
    expect(colors.get('f8')).to.equal(FRAMEWORK_PALETTE[0]);
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
