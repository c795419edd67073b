import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import { parseCsv as readCsv } from '../src/lib/csv.js';
import '../demo/playground/playground.css';
// The playground is plain JavaScript (demo/playground/), shared with demo/playground.html.
import '../demo/playground/playground.js';

/**
 * Paste or drop your data (JSON, CSV or BibTeX), or start from an example: the element renders
 * beside it as you type, with the messages it gives on a page, each pointing at its line and
 * column (click one to select the place). Then copy the embed code: HTML, HTML with a data file,
 * React or Vue. Nothing leaves the page. Also at `demo/playground.html` (`npm start`).
 */
const meta: Meta = {
  title: 'Playground',
  parameters: { layout: 'fullscreen', docs: { description: { component: 'Paste your data, see it, copy the embed.' } } },
  render: () => {
    const playground = document.createElement('csw-playground') as HTMLElement & { csvReaders: Record<string, (text: string) => unknown> };
    // The library's own CSV readers, when the build has them, for "Download JSON" from CSV.
    void import('../src/index.js').then((library: Record<string, unknown>) => {
      const map: Record<string, string> = { 'leaderboard-table': 'leaderboardFromCsv', 'results-toggle': 'resultsFromCsv' };
      for (const [tag, name] of Object.entries(map)) {
        const read = library[name] as ((rows: string[][]) => unknown) | undefined;
        if (read) playground.csvReaders[tag] = (text) => read(readCsv(text));
      }
    });
    return html`<div class="story-playground">${playground}</div>`;
  },
};
export default meta;

export const Playground: StoryObj = {};
