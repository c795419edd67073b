import { expect } from '@open-wc/testing';
import { UNBREAKABLE_SEPARATORS, breakParts, longestWord } from '../../src/lib/word-breaks.js';

describe('word-breaks: breakParts', () => {
  const table: [string, string, string[]][] = [
    ['a plain word stays whole', 'Accuracy', ['Accuracy']],
    ['spaces are breaks already: nothing to add', 'Accuracy (%)', ['Accuracy (%)']],
    ['after a hyphen inside a name', 'DeepSeek-Coder-V2', ['DeepSeek-', 'Coder-', 'V2']],
    ['after an underscore', 'editblock_func_coder', ['editblock_', 'func_', 'coder']],
    ['after a slash', 'HumanEval/val+', ['HumanEval/', 'val+']],
    ['after a dot between letters', 'coders.editblock', ['coders.', 'editblock']],
    ['not inside a number, nor between digits', 'Claude-Opus-4.5-20251101', ['Claude-', 'Opus-', '4.5-20251101']],
    ['not inside a date', '2025-06-01', ['2025-06-01']],
    ['a run of separators is one break, after it', 'a--b', ['a--', 'b']],
    ['not at the start or the end', '-x- .NET', ['-x- .NET']],
    ['not beside a space', 'HumanEval / val+', ['HumanEval / val+']],
    ['other scripts: after the hyphen only', 'Qwen2.5-Coder-32B (日本語/中文)', ['Qwen2.5-', 'Coder-', '32B (日本語/', '中文)']],
    ['empty', '', ['']],
  ];
  for (const [name, text, parts] of table) {
    it(name, () => {
      expect(breakParts(text)).to.deep.equal(parts);
      expect(breakParts(text).join(''), 'joined, the text again').to.equal(text);
    });
  }
});

describe('word-breaks: breakParts where the browser does not break by itself', () => {
  it('a hyphen before a digit needs one (the browser keeps "4o-2024" together), not inside a date', () => {
    expect(breakParts('gpt-4o-2024-08-06', UNBREAKABLE_SEPARATORS)).to.deep.equal(['gpt-', '4o-', '2024-08-06']);
  });
  it('keeps hyphens to the browser, cuts after _ . /', () => {
    expect(breakParts('meta-llama/Meta-Llama-3.1-405B_instruct.gguf', UNBREAKABLE_SEPARATORS)).to.deep.equal(['meta-llama/', 'Meta-Llama-', '3.1-405B_', 'instruct.', 'gguf']);
  });
});

describe('word-breaks: longestWord', () => {
  const table: [string, string][] = [
    ['Parameters (B)', 'Parameters'],
    ['HellaSwag (10-shot)', 'HellaSwag'],
    ['Veröffentlichungsdatum', 'Veröffentlichungsdatum'],
    ['claude-3-5-sonnet_20241022', '20241022'],
    ['pass@1', 'pass@1'],
    ['', ''],
  ];
  for (const [text, word] of table) {
    it(`${JSON.stringify(text)} → ${JSON.stringify(word)}`, () => {
      expect(longestWord(text)).to.equal(word);
    });
  }
});
