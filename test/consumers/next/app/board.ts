import type { LeaderboardInput } from 'codespecweave-widgets';

// Illustrative values (not the paper's): long names, a missing framework, ± intervals, 120 rows.
export const board: LeaderboardInput = {
  title: 'Illustrative leaderboard (demo values)',
  metric: 'Resolved (%)',
  entries: [
    { model: 'A model with a deliberately long name — 2025-06 snapshot, tool use', framework: 'OpenHands', score: 65.8, low: 63.1, high: 68.2 },
    { model: 'Zeta', framework: 'SWE-agent', score: 12.5 },
    { model: '模型 二', score: 40.25 },
    ...Array.from({ length: 117 }, (_, i) => ({ model: `Model ${String(i + 1).padStart(3, '0')}`, framework: i % 2 ? 'Agentless' : 'OpenHands', score: Math.round((10 + ((i * 37) % 55)) * 10) / 10 })),
  ],
};
