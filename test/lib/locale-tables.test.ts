import { expect } from '@open-wc/testing';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SRC, closure, code, imports, resolve, sourceFiles as files } from '../support/source-imports.js';
import { en, EN_PARTS } from '../../src/locales/en.js';

/**
 * The English table's parts against the source module graph: each element's first view (its
 * define.ts and every module imported statically from it) registers the parts of every key it
 * writes and none of the parts of a chunk loaded on first use; each chunk (a module imported with
 * `import()`) brings the parts of its own keys; no module imports the aggregate src/locales/en.ts.
 * scripts/size.mjs checks the same on the built files (a string of another element's part, or of a
 * lazy part, in a first-view file fails `npm run size`).
 */
const PART_OF = new Map<string, string>(Object.entries(EN_PARTS).map(([name]) => [`src/locales/en/${name}.ts`, name]));
/** The parts a module registers: `import x from '…/locales/en/<part>.js'` and `registerEnglish(x)`. */
function registers(file: string): string[] {
  const source = code(file);
  const parts: string[] = [];
  for (const [, name, spec] of source.matchAll(/^import\s+(\w+)\s+from\s+'([^']+\/locales\/en\/[\w-]+\.js)'/gm)) {
    const part = PART_OF.get(resolve(file, spec!) ?? '');
    if (part && new RegExp(`\\bregisterEnglish\\(${name}\\)`).test(source)) parts.push(part);
  }
  // The common part seeds the English map in locale.ts itself.
  if (file === join(SRC, 'lib/locale.ts') && /import common from '\.\.\/locales\/en\/common\.js'/.test(source)) parts.push('common');
  return parts;
}
const KEY = /['"`]((?:common|leaderboard|results|web|bibtex)\.[A-Za-z]+)['"`]/g;
/** The keys a module writes (literal keys; the announcements' built sort keys are checked with their part). Tables write none. */
const keysIn = (file: string) => (file.startsWith(join(SRC, 'locales')) ? [] : [...code(file).matchAll(KEY)].map((match) => match[1]!).filter((key) => key.split('#')[0]! in keysByBase));
const keysByBase: Record<string, true> = Object.fromEntries(Object.keys(en).map((key) => [key.split('#')[0]!, true]));
const partKeys = (parts: Iterable<string>) => new Set([...parts].flatMap((part) => Object.keys(EN_PARTS[part as keyof typeof EN_PARTS]).map((key) => key.split('#')[0]!)));
const LAZY_PARTS = ['leaderboard-announce', 'leaderboard-rare', 'leaderboard-acts', 'full-results', 'requirement-web-on-demand', 'requirement-web-acts', 'bibtex-card-acts', 'bibtex-card-reader'];
const ELEMENTS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];

describe('locale: the English parts', () => {
  it('hold every key of the English table exactly once', () => {
    const seen = new Map<string, string[]>();
    for (const [name, part] of Object.entries(EN_PARTS)) for (const key of Object.keys(part)) seen.set(key, [...(seen.get(key) ?? []), name]);
    expect([...seen].filter(([, parts]) => parts.length > 1)).to.deep.equal([]);
    expect([...seen.keys()].sort()).to.deep.equal(Object.keys(en).sort());
    expect(readdirSync('src/locales/en').map((name) => name.replace(/\.ts$/, '')).sort()).to.deep.equal(Object.keys(EN_PARTS).sort());
  });

  it('are each registered by one module', () => {
    const by = new Map<string, string[]>();
    for (const file of files) for (const part of registers(file)) by.set(part, [...(by.get(part) ?? []), file]);
    expect(Object.keys(EN_PARTS).filter((part) => by.get(part)?.length !== 1)).to.deep.equal([]);
  });

  it('the aggregate table is imported by no module (types aside)', () => {
    const aggregate = join(SRC, 'locales/en.ts');
    expect(files.filter((file) => imports(file).static.includes(aggregate) || imports(file).dynamic.includes(aggregate))).to.deep.equal([]);
  });

  for (const tag of ELEMENTS) {
    describe(tag, () => {
      const firstView = closure(join(SRC, `components/${tag}/define.ts`));
      const registered = new Set([...firstView].flatMap(registers));

      it('its first view registers the part of every key it writes', () => {
        const have = partKeys(registered);
        const missing = [...firstView].flatMap((file) => keysIn(file).filter((key) => !have.has(key)).map((key) => `${file}: ${key}`));
        expect(missing).to.deep.equal([]);
        expect([...registered]).to.include('common');
      });

      it('its first view carries no part of a chunk loaded on first use, nor another element’s', () => {
        expect([...registered].filter((part) => LAZY_PARTS.includes(part))).to.deep.equal([]);
        const others = ELEMENTS.filter((other) => other !== tag);
        expect([...registered].filter((part) => others.includes(part))).to.deep.equal([]);
      });

      it('each chunk it loads on first use brings the parts of the keys it writes', () => {
        const chunks = new Set<string>();
        const visit = (files: Iterable<string>) => {
          for (const file of files)
            for (const chunk of imports(file).dynamic) {
              if (chunks.has(chunk) || firstView.has(chunk)) continue;
              chunks.add(chunk);
              visit(closure(chunk));
            }
        };
        visit(firstView);
        const missing = [...chunks].flatMap((chunk) => {
          const files = closure(chunk);
          const have = partKeys([...registered, ...[...files].flatMap(registers)]);
          return [...files].flatMap((file) => keysIn(file).filter((key) => !have.has(key)).map((key) => `${chunk} → ${file}: ${key}`));
        });
        expect(missing).to.deep.equal([]);
      });
    });
  }

  it('the announcements’ built sort keys are all in their part', () => {
    const source = code(join(SRC, 'lib/leaderboard-announce.ts'));
    const bases = [...source.matchAll(/^\s+\w+: '(\w+)',$/gm)].map((match) => match[1]!);
    expect(bases.length).to.be.greaterThan(4);
    const part = Object.keys(EN_PARTS['leaderboard-announce']);
    expect(bases.flatMap((base) => [`leaderboard.${base}Asc`, `leaderboard.${base}Desc`]).filter((key) => !part.includes(key))).to.deep.equal([]);
  });
});
