// The all-in-one entry: registers all four tags (guarded, so loading it twice is harmless).
// Built to dist/codespecweave-widgets.js and dist/codespecweave-widgets.iife.js.
import './components/requirement-web/define.js';
import './components/results-toggle/define.js';
import './components/leaderboard-table/define.js';
import './components/bibtex-card/define.js';

export * from './index.js';
