import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/define.js';
import '../demo/playground/playground.css';
// The playground is plain JavaScript (demo/playground/), shared with demo/playground.html. Its
// class is used by name, not only imported for its side effect: package.json's `sideEffects` does
// not list demo files, so a bare `import '…/playground.js'` was dropped from the docs build and the
// story showed an undefined <csw-playground>.
import { CswPlayground } from '../demo/playground/playground.js';

/**
 * Paste or drop your data (JSON, CSV or BibTeX), or start from an example: the element renders
 * beside it as you type, with the messages it gives on a page, each pointing at its line and
 * column (click one to select the place). Then copy the embed code: HTML, HTML with a data file,
 * React, Vue, or the iframe for hosts that run no script (with its embed page to download, made
 * by the `embed` command's own functions). Nothing leaves the page. Also at
 * `demo/playground.html` (`npm start`).
 */
const meta: Meta = {
  title: 'Playground',
  parameters: { layout: 'fullscreen', docs: { description: { component: 'Paste your data, see it, copy the embed.' } } },
  render: () => {
    const playground = new CswPlayground();
    // The `embed` command's functions and the library's CSV readers, from the sources (one lazy chunk).
    const tools = import('../demo/playground/embed-entry.js');
    playground.embedTools = () => tools;
    void tools.then((t) => {
      for (const tag of ['leaderboard-table', 'results-toggle']) playground.csvReaders[tag] = (text) => t.csvData(tag, text);
    });
    // The classic-script bundle the embed page inlines: a static file of the docs site when the
    // library was built before it (.storybook/main.ts); otherwise the form gives the command.
    playground.bundleUrl = new URL('codespecweave-widgets.iife.js', document.baseURI).href;
    return html`<div class="story-playground">${playground}</div>`;
  },
};
export default meta;

export const Playground: StoryObj = {};
