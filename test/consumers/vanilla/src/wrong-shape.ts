// Each wrong shape must be a type error: an unused @ts-expect-error fails tsc, so this file fails
// the check the day the types stop catching one of them.
import 'codespecweave-widgets/define.js';

const board = document.createElement('leaderboard-table');
// @ts-expect-error: entries is required
board.data = { title: 'No entries' };
// @ts-expect-error: score must be a number or null
board.data = { entries: [{ model: 'A', score: '74' }] };
// @ts-expect-error: model is required
board.data = { entries: [{ score: 74 }] };

const web = document.createElement('requirement-web');
// @ts-expect-error: only radial and flow
web.layout = 'grid';
// @ts-expect-error: the hub needs an id
web.data = { hub: { label: 'Hub' }, requirements: [] };

const card = document.createElement('bibtex-card');
// @ts-expect-error: only bibtex, apa and mla
card.format = 'chicago';

board.addEventListener('sort-change', (event) => {
  // @ts-expect-error: detail has key and direction, no column
  console.log(event.detail.column);
});
