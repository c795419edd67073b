/**
 * A deterministic, made-up requirement web of any size, for stories, tests and
 * benchmarks (the paper's benchmark has 1,044 specifications; their text is not
 * public here, so large webs are illustrative). A test and benchmark helper: not shipped.
 */
import { DEFAULT_VERBS, type RequirementWebData } from '../../src/lib/requirement-web-data.js';

const CONCERNS = [
  'Interface compatibility',
  'State consistency',
  'Error recovery',
  'Execution order',
  'Functional semantics',
  'Input validation',
  'Retry policy',
  'Cache invalidation',
  'Access control',
  'Audit logging',
  'Rate limiting',
  'Schema migration',
  'Idempotent writes',
  'Timeout handling',
  'Resource cleanup',
  'Config defaults',
  'Unicode handling',
  'Pagination',
  'Concurrency limits',
  'Backward compatibility',
];

/**
 * `count` requirements around one hub, each linked to the ones 1, 7 and 31
 * places after it (about `linksPerNode` links each, never to itself, no
 * duplicates). The same arguments always give the same web. With `directed`, every link runs
 * from the earlier requirement to the later; with `groups`, requirements fall into that many
 * groups ("package 1" …) in runs of consecutive ids.
 */
export function syntheticRequirementWeb(
  count: number,
  linksPerNode = 3,
  hubLabel = 'shared core',
  { directed = false, groups = 0 }: { directed?: boolean; groups?: number } = {},
): RequirementWebData {
  const requirements = Array.from({ length: count }, (_, i) => {
    const concern = CONCERNS[i % CONCERNS.length]!;
    const round = Math.floor(i / CONCERNS.length);
    const label = round ? `${concern} ${round + 1}` : concern;
    return {
      id: `r${i + 1}`,
      label,
      heading: `${label} depends on the shared core.`,
      detail: `Illustrative requirement ${i + 1} of ${count}: not from the paper.`,
      group: groups ? `package ${Math.floor((i * groups) / count) + 1}` : '',
      url: '',
    };
  });
  const offsets = [1, 7, 31, 3, 13, 57, 101, 211, 401, 809].slice(0, Math.max(0, linksPerNode));
  const seen = new Set<string>();
  const links: RequirementWebData['links'] = [];
  for (let i = 0; i < count; i++) {
    for (const offset of offsets) {
      const j = (i + offset) % count;
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (i === j || seen.has(key)) continue;
      seen.add(key);
      links.push({ source: `r${i + 1}`, target: `r${j + 1}`, label: '', directed });
    }
  }
  return {
    title: `${count} requirements (illustrative)`,
    summary: 'A generated web to show how the element scales; the requirements are made up.',
    hub: { id: 'hub', label: hubLabel },
    requirements,
    links,
    directed,
    verbs: DEFAULT_VERBS,
  };
}
