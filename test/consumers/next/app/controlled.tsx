'use client';
// Client components: a controlled sort that the parent stores, and one it refuses (stays put).
import { useState } from 'react';
import { LeaderboardTable } from 'codespecweave-widgets/react';
import type { LeaderboardSort } from 'codespecweave-widgets';
import { board } from './board';

export function Controlled() {
  const [sort, setSort] = useState<LeaderboardSort>('score:asc');
  const [refused, setRefused] = useState(0);
  return (
    <section>
      <LeaderboardTable id="controlled" data={board} sort={sort} onSortChange={(event) => setSort(`${event.detail.key}:${event.detail.direction}` as LeaderboardSort)} />
      <p id="controlled-sort">{sort}</p>
      <LeaderboardTable id="refused" data={board} sort="score:desc" onSortChange={() => setRefused((n) => n + 1)} />
      <p id="refused-count">{refused}</p>
    </section>
  );
}
