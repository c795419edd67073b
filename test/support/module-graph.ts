/**
 * A real-shaped module graph (36 modules, 70 directed imports, 5 packages), modelled on the layout
 * of the open-source aider code base: for tests, the story and the docs' example. The imports are
 * illustrative, chosen to have the shape of such a graph (one hub module, a dense core, long
 * identifier names), not read from any version of that code.
 */
import type { RequirementWebInput } from '../../src/components/requirement-web/requirement-web.types.js';

const PACKAGES: Record<string, string[]> = {
  cli: ['main', 'args', 'commands', 'gui', 'versioncheck', 'analytics', 'urls', 'watch', 'editor', 'voice'],
  io: ['io', 'mdstream', 'history', 'special', 'scrape'],
  llm: ['models', 'sendchat', 'llm', 'prompts'],
  repo: ['repo', 'repomap', 'diffs', 'linter', 'utils'],
};
const CODERS = [
  'base_coder',
  'editblock_coder',
  'editblock_func_coder',
  'wholefile_coder',
  'wholefile_func_coder',
  'single_wholefile_func_coder',
  'udiff_coder',
  'search_replace',
  'architect_coder',
  'ask_coder',
  'help_coder',
  'patch_coder',
];

/** `aider/commands.py` for a core module, `coders.base_coder` for a coder. */
const name = (short: string) => (CODERS.includes(short) ? `coders.${short}` : `aider/${short}.py`);

const IMPORTS: [string, string[]][] = [
  ['main', ['commands', 'io', 'models', 'repo', 'repomap', 'base_coder', 'args', 'versioncheck', 'analytics', 'gui', 'watch', 'llm', 'urls', 'utils']],
  ['commands', ['io', 'models', 'repo', 'utils', 'voice', 'scrape', 'base_coder', 'editor', 'linter', 'prompts']],
  ['base_coder', ['io', 'models', 'repo', 'repomap', 'sendchat', 'llm', 'utils', 'diffs', 'linter', 'history', 'mdstream', 'prompts', 'analytics', 'special']],
  ['editblock_coder', ['base_coder', 'diffs', 'utils']],
  ['editblock_func_coder', ['base_coder', 'editblock_coder', 'utils']],
  ['wholefile_coder', ['base_coder', 'diffs', 'utils']],
  ['wholefile_func_coder', ['base_coder', 'wholefile_coder']],
  ['single_wholefile_func_coder', ['base_coder', 'wholefile_func_coder']],
  ['udiff_coder', ['base_coder', 'search_replace', 'diffs']],
  ['search_replace', ['diffs', 'utils']],
  ['architect_coder', ['base_coder', 'ask_coder']],
  ['ask_coder', ['base_coder']],
  ['help_coder', ['base_coder', 'ask_coder']],
  ['patch_coder', ['base_coder', 'search_replace']],
  ['repomap', ['utils', 'special']],
  ['sendchat', ['llm', 'models']],
  ['models', ['llm', 'utils']],
  ['history', ['sendchat']],
];

export function moduleGraph(): RequirementWebInput & { directed: true; verbs: { out: string; in: string } } {
  const groupOf = new Map<string, string>(CODERS.map((c) => [c, 'coders']));
  for (const [group, modules] of Object.entries(PACKAGES)) for (const m of modules) groupOf.set(m, group);
  const requirements = [...groupOf.keys()].map((short) => ({
    id: name(short),
    label: name(short),
    heading: `${name(short)} in the ${groupOf.get(short)} package.`,
    detail: 'Illustrative module of a real-shaped import graph (not from the paper).',
    group: groupOf.get(short)!,
    url: `https://github.com/Aider-AI/aider/blob/main/aider/${CODERS.includes(short) ? `coders/${short}` : short}.py`,
  }));
  const links = IMPORTS.flatMap(([from, targets]) => targets.map((to) => ({ source: name(from), target: name(to), label: '' })));
  return {
    title: 'An import graph (illustrative)',
    summary: '36 modules of a coding assistant and the 70 imports between them, around the package they all share.',
    hub: { id: 'aider', label: 'aider package' },
    requirements,
    links,
    directed: true,
    verbs: { out: 'imports', in: 'is imported by' },
  };
}
