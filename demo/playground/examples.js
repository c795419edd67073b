// The playground's starting points: the paper's own data (the demo's data files, whose texts say
// which values are the paper's and which are illustrative) and real-shaped tables in CSV, marked
// illustrative. JSON modules: the browser (and Storybook's Vite) import them as data.
import bibtex from '../data/bibtex.json' with { type: 'json' };
import leaderboard from '../data/frontier-leaderboard.json' with { type: 'json' };
import results from '../data/training-results.json' with { type: 'json' };
import web from '../data/skycoin-web.json' with { type: 'json' };

const json = (value) => JSON.stringify(value, null, 2);

/** A board of 40 configurations in the leaderboard's CSV shape. Every value is illustrative. */
function boardCsv() {
  const orgs = ['Open Agents Lab', 'Framework A', 'Framework B', 'Team Kestrel', 'Université de Lyon', '清华大学 KEG'];
  const lines = ['model,framework,score,low,high,date,verified'];
  for (let i = 0; i < 40; i++) {
    const score = Math.round((78.8 - i * 1.37 - (i % 3) * 0.41) * 10) / 10;
    const model = i % 7 === 3 ? `"Model ${String.fromCharCode(65 + (i % 26))}-${2024 + (i % 3)}-thinking, 32k context"` : `Model ${String.fromCharCode(65 + (i % 26))}${i >= 26 ? '2' : ''}-${1 + (i % 5)}.${i % 10}`;
    const date = `2025-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + ((i * 7) % 28)).padStart(2, '0')}`;
    lines.push(`${model},${orgs[i % orgs.length]},${score.toFixed(1)},${(score - 1.8).toFixed(1)},${(score + 1.8).toFixed(1)},${date},${i % 4 !== 1}`);
  }
  return `${lines.join('\n')}\n`;
}

/** A results table in the long CSV form, with ± std. Every value is illustrative. */
function resultsCsv() {
  const lines = ['backbone,label,role,benchmark,value,std'];
  const benchmarks = ['Bench-A', 'Bench-B', 'Bench-C'];
  for (const [b, backbone] of ['Backbone 7B', 'Backbone 32B'].entries()) {
    for (const [r, [label, role]] of [
      ['Base model', 'baseline'],
      ['+ Method X', ''],
      ['+ Our training', 'highlight'],
    ].entries()) {
      for (const [k, benchmark] of benchmarks.entries()) lines.push(`${backbone},${label},${role},${benchmark},${(30 + b * 12 + r * 6.5 + k * 4.25).toFixed(2)},${(0.4 + k * 0.3).toFixed(1)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Per element, a list of `{ label, text, options? }`: `options` fills the option fields (attributes) for data that carries no words of its own. */
export const EXAMPLES = {
  'leaderboard-table': [
    { label: "The paper's leaderboard (JSON)", text: json(leaderboard) },
    {
      label: 'A 40-row board with intervals, dates and a flag (CSV, illustrative values)',
      text: boardCsv(),
      // A CSV carries rows only: its words come from the attributes (the option fields).
      options: { heading: 'An illustrative board of 40 configurations', metric: 'Pass rate', unit: '%', 'group-label': 'Agent framework' },
    },
  ],
  'results-toggle': [
    { label: "The paper's training results (JSON)", text: json(results) },
    {
      label: 'A results table with ± std (long-form CSV, illustrative values)',
      text: resultsCsv(),
      options: { heading: 'Illustrative results with ± std', metric: 'Success rate', unit: '%' },
    },
  ],
  'requirement-web': [{ label: "The paper's task example (JSON)", text: json(web) }],
  'bibtex-card': [{ label: "The paper's BibTeX", text: bibtex.bibtex }],
};
