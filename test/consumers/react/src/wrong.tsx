// Wrong props must be type errors (an unused @ts-expect-error fails tsc).
import { LeaderboardTable, BibtexCard } from 'codespecweave-widgets/react';

export const wrong = (
  <>
    {/* @ts-expect-error: entries is required */}
    <LeaderboardTable data={{ title: 'x' }} />
    {/* @ts-expect-error: detail has no column */}
    <LeaderboardTable data={{ entries: [] }} onSortChange={(event) => event.detail.column} />
    {/* @ts-expect-error: only bibtex, apa and mla */}
    <BibtexCard format="chicago" />
    {/* @ts-expect-error: a plain tag checks its data too */}
    <leaderboard-table data={{ entries: [{ model: 1, score: 2 }] }} />
    {/* @ts-expect-error: a sort is key:direction */}
    <LeaderboardTable defaultSort="score" />
    {/* @ts-expect-error: only bibtex, apa and mla, as a start too */}
    <BibtexCard defaultFormat="harvard" />
    {/* @ts-expect-error: onFormatChange's detail has the format */}
    <BibtexCard onFormatChange={(event) => event.detail.style} />
    {/* @ts-expect-error: React 19 passes the event name as written: no camelCase on a plain tag */}
    <leaderboard-table onSortChange={() => {}} />
  </>
);
