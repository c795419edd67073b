// A React 19 app as a stranger writes it. Run in Chromium by test/consumers/run.mjs, which reads
// `window.results` (what fired, what the elements show).
//
// Load order is the point: the plain tags are rendered BEFORE any element is defined (this module
// does not import the library statically), so React sets `data` as an attribute; the library is
// imported afterwards, and the plain tag must still show the object. Then the wrappers render.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { LeaderboardInput, SortChangeDetail } from 'codespecweave-widgets';
import type {} from 'codespecweave-widgets/jsx';

declare global {
  interface Window {
    results: Record<string, unknown>;
    done: Promise<void>;
  }
}
const results: Record<string, unknown> = (window.results = {});
const board: LeaderboardInput = {
  title: 'Plain tag board',
  entries: [
    { model: 'Alpha', framework: 'Codex', score: 74 },
    { model: 'Beta', framework: 'Other', score: 60 },
  ],
};

function PlainTags() {
  return (
    <leaderboard-table
      id="plain"
      data={board}
      heading-level={3}
      onsort-change={(event) => (results.plainSort = event.detail satisfies SortChangeDetail)}
      oncsw-load={(event) => (results.plainLoad = event.detail.error)}
    />
  );
}

/**
 * `find()` once React has committed it: a fixed wait (50 ms) found nothing on a busy machine (load
 * 45), and the test then failed for time, not behaviour.
 */
async function committed<T>(find: () => T | null): Promise<T> {
  for (;;) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const plainRoot = createRoot(document.getElementById('root')!);
plainRoot.render(<PlainTags />);

window.done = (async () => {
  // React has committed the plain tag while `leaderboard-table` is still undefined.
  await committed(() => document.getElementById('plain'));
  results.definedBeforeImport = customElements.get('leaderboard-table') !== undefined;
  results.plainAttribute = document.getElementById('plain')!.getAttribute('data');
  const { LeaderboardTable, ResultsToggle, RequirementWeb, BibtexCard } = await import('codespecweave-widgets/react');
  const plain = document.querySelector('leaderboard-table')!;
  results.plainReady = await plain.ready;
  results.plainShowsData = plain.shadowRoot?.textContent?.includes('Plain tag board') && plain.shadowRoot.textContent.includes('Alpha');

  function Wrapped() {
    const [selected, setSelected] = useState('');
    return (
      <>
        <LeaderboardTable
          id="wrapped"
          data={{ entries: [{ model: 'Gamma', framework: 'F1', score: 50 }, { model: 'Delta', framework: 'F2', score: 40 }] }}
          sort="model:asc"
          onSortChange={(event) => (results.sortChange = event.detail)}
          onFilterChange={(event) => (results.filterChange = event.detail.frameworks)}
          onCswLoad={(event) => (results.wrappedLoad = event.detail.error)}
        />
        <ResultsToggle
          id="results"
          data={{ benchmarks: ['B1', 'B2'], backbones: [{ name: 'A', rows: [{ label: 'Base', role: 'baseline', scores: { B1: 10, B2: 20 } }, { label: 'Trained', role: 'highlight', scores: { B1: 15, B2: 30 } }] }] }}
          onSelectionChange={(event) => (results.selectionChange = event.detail)}
        />
        <RequirementWeb
          id="web"
          data={{ hub: { id: 'hub' }, requirements: [{ id: 'a' }, { id: 'b' }], links: [{ source: 'a', target: 'b' }] }}
          onRequirementSelect={(event) => {
            results.requirementSelect = event.detail;
            setSelected(event.detail.id ?? '');
          }}
        />
        <BibtexCard
          id="card"
          data={{ bibtex: '@misc{key2026, title={A Title}, year={2026}}' }}
          onBibtexDownload={(event) => (results.bibtexDownload = event.detail)}
          onBibtexCopy={(event) => (results.bibtexCopy = event.detail)}
        />
        <BibtexCard id="broken" data={{ bibtex: 42 as unknown as string }} onCswError={(event) => (results.cswError = event.detail.message)} />
        <p id="selected">{selected}</p>
      </>
    );
  }
  // Reader state: uncontrolled with a start (`default…`), kept across the parent's re-renders;
  // controlled, followed when the parent stores the change and put back when it does not.
  function StartState() {
    const [renders, setRenders] = useState(0);
    const [format, setFormat] = useState<'bibtex' | 'apa' | 'mla'>('mla');
    const bump = () => setRenders((n) => n + 1);
    return (
      <>
        <LeaderboardTable id="start-sort" data={{ entries: [{ model: 'Gamma', framework: 'F1', score: 50 }, { model: 'Delta', framework: 'F2', score: 40 }] }} defaultSort="model:asc" onSortChange={bump} />
        <ResultsToggle
          id="start-results"
          data={{ benchmarks: ['B1', 'B2'], backbones: [{ name: 'A', rows: [{ label: 'Base', role: 'baseline', scores: { B1: 10, B2: 20 } }] }, { name: 'B', rows: [{ label: 'Base', role: 'baseline', scores: { B1: 11, B2: 21 } }] }] }}
          defaultBackbone="B"
          defaultBenchmark="B2"
          onSelectionChange={bump}
        />
        <RequirementWeb id="start-web" data={{ hub: { id: 'hub' }, requirements: [{ id: 'a' }, { id: 'b' }], links: [{ source: 'a', target: 'b' }] }} defaultSelected="b" onRequirementSelect={bump} />
        <BibtexCard id="start-card" data={{ bibtex: '@misc{key2026, title={A Title}, year={2026}}' }} defaultFormat="apa" onFormatChange={(event) => { results.formatChange = event.detail.format; bump(); }} />
        <BibtexCard id="controlled-card" data={{ bibtex: '@misc{key2026, title={A Title}, year={2026}}' }} format={format} onFormatChange={(event) => setFormat(event.detail.format)} />
        <BibtexCard id="refused-card" data={{ bibtex: '@misc{key2026, title={A Title}, year={2026}}' }} format="bibtex" onFormatChange={() => { results.refusedFormat = ((results.refusedFormat as number) ?? 0) + 1; }} />
        <p id="renders">{renders}</p>
      </>
    );
  }
  const stateHost = document.createElement('div');
  document.body.append(stateHost);
  createRoot(stateHost).render(<StartState />);

  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Wrapped />
    </StrictMode>,
  );
  const wrapped = (await committed(() => document.getElementById('wrapped'))) as HTMLElementTagNameMap['leaderboard-table'];
  results.wrappedReady = await wrapped.ready;
  results.wrappedDataIsProperty = wrapped.getAttribute('data') === null && typeof wrapped.data === 'object';
})().catch((error: unknown) => {
  results.failure = String(error);
});
