// A server component (no 'use client' here): the wrappers come from the package's client entry,
// so Next.js renders them on the server and hydrates them in the browser.
import { LeaderboardTable, BibtexCard } from 'codespecweave-widgets/react';
import { board } from './board';
import { Controlled } from './controlled';

export default function Page() {
  return (
    <main>
      <h1>Results</h1>
      <LeaderboardTable id="wrapped" data={board} defaultSort="model:asc" heading-level={2} />
      <BibtexCard id="card" data={{ bibtex: '@misc{key2026, title={A Title}, author={Doe, Jane}, year={2026}}' }} defaultFormat="apa" />
      {/* A plain tag in a server component: only text survives, so the data goes as JSON text. */}
      <leaderboard-table id="plain-json" data={JSON.stringify(board)} />
      {/* An object on a plain tag in a server component: React sends no attribute for it, so the
          element gets nothing (docs/frameworks.md; the wrappers warn about it in development). */}
      <leaderboard-table id="plain-object" data={board} />
      <Controlled />
    </main>
  );
}
