// The code examples of a Markdown file, as files a TypeScript project can check. Used by the docs
// test (against the sources) and the consumer matrix (against the packed package).
//
// Every ```ts, ```tsx, ```vue and ```json block is an example. A comment on the line before a block
// says where it is checked and, for JSON, which type it must match:
//
//   <!-- check: vanilla as LeaderboardInput -->   JSON data for an element
//   <!-- check: json -->                          JSON that is not data (a settings file): parsed only
//   <!-- check: vue -->                           checked in the Vue project
//
// Without one, ts goes to the plain TypeScript project, tsx to the React one, vue to the Vue one; a
// JSON block without a type is an error, so no data example goes unchecked.

const FENCE = /^```(\w+)[^\n]*\n([\s\S]*?)^```\s*$/gm;
const MARKER = /<!--\s*check:\s*(\w+)(?:\s+as\s+(\w+))?\s*-->\s*$/;
const DEFAULT = { ts: 'vanilla', typescript: 'vanilla', tsx: 'react', vue: 'vue', json: 'vanilla' };

/**
 * @param {string} markdown
 * @returns {{ fixture: string, lang: string, code: string, type?: string, line: number, error?: string }[]}
 */
export function readmeExamples(markdown) {
  const examples = [];
  for (const match of markdown.matchAll(FENCE)) {
    const lang = match[1];
    if (!(lang in DEFAULT)) continue;
    const before = markdown.slice(0, match.index).trimEnd();
    const marker = MARKER.exec(before.slice(before.lastIndexOf('\n') + 1));
    const line = markdown.slice(0, match.index).split('\n').length;
    const fixture = marker?.[1] ?? DEFAULT[lang];
    const example = { fixture, lang, code: match[2], type: marker?.[2], line };
    if (lang === 'json' && fixture !== 'json' && !example.type) {
      example.error = `line ${line}: a JSON example needs <!-- check: vanilla as SomeInput --> (or <!-- check: json -->) before it`;
    }
    examples.push(example);
  }
  return examples;
}

/** The file to write for an example in its project: name and text. */
export function exampleFile(example, index) {
  const stem = `readme-${String(index).padStart(2, '0')}-line-${example.line}`;
  if (example.lang === 'json') {
    if (example.fixture === 'json') return { name: `${stem}.json.ts`, text: `export const example = ${example.code.trim()};\n` };
    return {
      name: `${stem}.ts`,
      text: `import type { ${example.type} } from 'codespecweave-widgets';\n\nexport const example: ${example.type} = ${example.code.trim()};\n`,
    };
  }
  const ext = example.lang === 'typescript' ? 'ts' : example.lang;
  // Each example is its own module, so two examples may declare the same names.
  const text = example.lang === 'vue' || /^\s*(import|export)\s/m.test(example.code) ? example.code : `${example.code}\nexport {};\n`;
  return { name: `${stem}.${ext}`, text };
}
