/**
 * Every word the four elements write, in English: the default table, inlined in every bundle (the
 * others are lazy chunks, see src/lib/locale.ts). Keys are grouped by element after a common group.
 *
 * - `{name}` is a placeholder, filled by the caller; translations keep the same set of placeholders
 *   (in any order).
 * - `key#one`, `key#other` (and `#zero`, `#two`, `#few`, `#many` where a language has them) are the
 *   plural forms of one key, picked by the number in `{n}` with `Intl.PluralRules`; every plural key
 *   has an `#other` form.
 * - Data strings (an author's titles, labels, metric names, units other than "%") never come from
 *   here: they are shown as given. So are error messages about bad input (`data.entries[3].score:
 *   expected a number …`), which are for the page's author and name JSON paths.
 */
export const en = {
  // ── common: the shared base and phrases every element uses ──
  'common.loading': 'Loading…',
  'common.error': 'Error:',
  'common.downloadCsv': 'Download CSV',
  'common.downloadSvg': 'Download SVG',
  'common.downloadPng': 'Download PNG',
  /** Joins the items of a spoken or visible run ("54.42 percent, up 8.56 …"). */
  'common.comma': ', ',
  /** What "—" (a missing value) means, said to screen readers. */
  'common.noScore': 'no score',
  /** A percentage, spoken: the visible "%" is hidden from screen readers. */
  'common.percentSpoken': '{n} percent',
  /** Appended (CSS alternative text) to a number whose visible "%" is hidden from screen readers. */
  'common.percentSuffix': ' percent',
  /** The same for a visible "pp". */
  'common.pointsSuffix': ' percentage points',
  /** A unit in words: "in percent" (a table caption). */
  'common.percentWords': 'percent',
  'common.pointsWords': 'percentage points',
  /** A signed difference of percentages as shown ("+8.56pp"); {n} carries its sign. */
  'common.points': '{n}pp',
  /** The same, spoken. */
  'common.pointsSpoken#one': '{n} percentage point',
  'common.pointsSpoken#other': '{n} percentage points',
  /** A difference in another unit (Elo, seconds), spoken. */
  'common.unitPointsSpoken#one': '{n} point',
  'common.unitPointsSpoken#other': '{n} points',
  'common.up': 'up {amount}',
  'common.down': 'down {amount}',
  'common.upLess': 'up less than {amount}',
  'common.downLess': 'down less than {amount}',
  'common.unchanged': 'unchanged',
  /** A score with its spread, spoken: {value} and {spread} are numbers (a "%" unit wraps the whole in `common.percentSpoken`). */
  'common.plusMinus': '{value} plus or minus {spread}',
  /** A score with its interval, spoken: each of {value}, {low}, {high} a spoken value. */
  'common.rangeSpoken': '{value}, from {low} to {high}',
  'common.yes': 'yes',
  'common.no': 'no',
  'common.noteMark': '(note {n})',
  'common.noteLabel': 'Note {n}:',
  'common.printed#one': 'First {shown} of {n} row printed.',
  'common.printed#other': 'First {shown} of {n} rows printed.',

  // ── leaderboard-table ──
  'leaderboard.rank': 'Rank',
  'leaderboard.model': 'Model',
  /** The framework column's default heading (`groupLabel`). */
  'leaderboard.framework': 'Agent framework',
  'leaderboard.gap': 'Gap to best',
  'leaderboard.tied': 'tied with leader',
  'leaderboard.reference': 'Ref.',
  'leaderboard.link': 'link',
  'leaderboard.flagOnly': '{label} only',
  'leaderboard.empty': 'No entries to show yet.',
  'leaderboard.search': 'Search',
  'leaderboard.noMatch': 'No entries match.',
  'leaderboard.entries#one': '{n} entry',
  'leaderboard.entries#other': '{n} entries',
  /** Under the table while a filter or search hides rows: {n} is the whole board. */
  'leaderboard.showingOf#one': 'Showing {shown} of {n} entry',
  'leaderboard.showingOf#other': 'Showing {shown} of {n} entries',
  /** "→" or "←" is added by the element, pointing the way the table scrolls. */
  'leaderboard.swipe': 'Swipe to compare',
  'leaderboard.highest': 'Highest {metric}',
  'leaderboard.noScores': 'No entry has a score yet.',
  'leaderboard.lowest': 'Lowest {metric}',
  /** The leaders named in the summary, when more than three tie: {names} are the first three. */
  'leaderboard.leadersMore': '{names} and {n} more',
  'leaderboard.spread': 'Spread',
  /** {best} and {worst} are values with their unit; {entries} is `leaderboard.entries`. */
  'leaderboard.spreadRange': '{best} to {worst} across {entries}',
  'leaderboard.moreFrameworks': '+{n} more',
  'leaderboard.showAll': 'Show all',
  'leaderboard.noFramework': 'No framework',
  'leaderboard.legend': 'Show agent frameworks',
  'leaderboard.moreLegend': 'More agent frameworks',
  'leaderboard.findFramework': 'Find a framework',
  /**
   * With a `groupLabel` of the author's: {group} is that label (through `locale.midSentence` where it
   * stands inside a sentence: "Find organisation"), {groups} `leaderboard.frameworks` for the default
   * label, else `leaderboard.groups`; {flags} the flag fields' labels, listed.
   */
  'leaderboard.legendOf': 'Show {group}',
  'leaderboard.moreLegendOf': 'More {group}',
  'leaderboard.findGroup': 'Find {group}',
  'leaderboard.noGroupMatch': 'No {group} matches.',
  'leaderboard.noGroup': 'No {group}',
  'leaderboard.groups': '{group} groups',
  'leaderboard.frameworks': 'frameworks',
  'leaderboard.only': ', {flags} only',
  'leaderboard.noFrameworkMatch': 'No framework matches.',
  'leaderboard.firstOf': 'The first {shown} of {n}: type to narrow.',
  // Sort directions, by column kind, as the announcement says them.
  'leaderboard.rankAsc': 'best first',
  'leaderboard.rankDesc': 'worst first',
  'leaderboard.textAsc': 'A to Z',
  'leaderboard.textDesc': 'Z to A',
  'leaderboard.scoreAsc': 'lowest first',
  'leaderboard.scoreDesc': 'highest first',
  'leaderboard.gapAsc': 'smallest first',
  'leaderboard.gapDesc': 'largest first',
  'leaderboard.dateAsc': 'oldest first',
  'leaderboard.dateDesc': 'newest first',
  'leaderboard.flagAsc': 'no first',
  'leaderboard.flagDesc': 'yes first',
  /** After a sort: {column} is the header, {direction} one of the above, {entries} the count. */
  'leaderboard.sorted': 'Sorted by {column}, {direction}. {entries}.',
  /** After a legend toggle; {counts} is `leaderboard.entries` or `leaderboard.countOf`; {only} '' or `leaderboard.only`. */
  'leaderboard.countOf#one': '{shown} of {n} entry',
  'leaderboard.countOf#other': '{shown} of {n} entries',
  'leaderboard.filterAll': 'Showing all {groups}{only}: {counts}.',
  'leaderboard.filterNone': 'Showing no {groups}{only}: {counts}.',
  /** {which} is a list of up to three names, or `leaderboard.frameworksOf`. */
  'leaderboard.filterSome': 'Showing {which}{only}: {counts}.',
  'leaderboard.frameworksOf': '{shown} of {n} {groups}',
  /** After typing in the search field (once typing pauses). */
  'leaderboard.searchCleared': 'Search cleared: {entries}.',
  'leaderboard.searchClearedOf': 'Search cleared: {entries} of {total}.',
  'leaderboard.searchNone': 'No entries match "{query}".',
  'leaderboard.searchSome#one': '{n} entry matches "{query}".',
  'leaderboard.searchSome#other': '{n} entries match "{query}".',
  /** Heard after a reference row's rank (shown as `leaderboard.reference`). */
  'leaderboard.referenceSpoken': 'reference, not ranked',
  /** A row's footnote marker, heard: the words around {n} are for screen readers only; {n} is shown. */
  'leaderboard.noteMark': 'note {n}',
  /** Under the score heading when the bars do not start at 0: {start} and {end} are the domain's numbers. */
  'leaderboard.axis': 'Bars from {start} to {end}, not from 0.',

  // ── results-toggle ──
  'results.backbone': 'Model backbone',
  'results.benchmark': 'Evaluate on',
  'results.full': 'Full results',
  'results.setting': 'Training setting',
  'results.score': 'Score',
  'results.deltaBase': 'Δ vs. base',
  /** The axis title: the metric and its unit ("Success rate (%)"). */
  'results.axisTitle': '{metric} ({unit})',
  /** The bar list's accessible name. */
  'results.barsLabel': '{metric} on {benchmark}, {backbone}',
  'results.barsShown#one': 'Showing {shown} of {n} training setting; Full results has all.',
  'results.barsShown#other': 'Showing {shown} of {n} training settings; Full results has all.',
  /** The baseline row's Δ, shown and spoken. */
  'results.base': 'base',
  'results.baseSpoken': 'the baseline',
  'results.fromBase': '{change} from the baseline',
  'results.noDifference': 'no difference to show',
  'results.has': '{label} has {value}',
  'results.hasNone': '{label} has no score',
  /** The headline's sentence for screen readers, in three cases. */
  'results.sentenceOne': '{benchmark}: {has}.',
  'results.sentenceNone': '{benchmark}: no difference to show; {from}, {to}.',
  'results.sentence': '{benchmark}, {to} against {from}: {change}, from {fromValue} to {toValue}.',
  'results.sentenceBest': '{benchmark}: {has}, the highest of {n} rows.',
  'results.highestOf': 'highest of {n}',
  /** After a reader's pick: {sentence} is one of the three above. */
  'results.selection': '{backbone} on {sentence}',
  'results.average': 'Average',
  'results.trainingData': 'Training data',
  'results.continued': '{name} (continued)',
  /** The full table's caption: {name} is `results.full`, {metric} one of the two after it. */
  'results.caption#one': '{name}: {metric}. Average is the unweighted mean of the {n} benchmark; the best value of each column within a backbone is bold.',
  'results.caption#other': '{name}: {metric}. Average is the unweighted mean of the {n} benchmarks; the best value of each column within a backbone is bold.',
  'results.metricPercent': '{metric}, in percent',
  'results.captionPublished': '{name}: {metric}. Average is the row\'s published average where it has one, else the unweighted mean of the {n} benchmarks; the best value of each column within a backbone is bold.',
  'results.captionNoAverage': '{name}: {metric}. The best value of each column within a backbone is bold.',
  'results.metricUnit': '{metric}, in {unit}',
  'results.previousRows': 'Previous rows',
  'results.nextRows': 'Next rows',
  'results.rowsRange': 'Rows {first}–{last} of {total}',
  'results.rowsAnnounce': 'Rows {first} to {last} of {total}.',
  'results.printed#one': 'First {shown} of {n} row printed; Download CSV has every row.',
  'results.printed#other': 'First {shown} of {n} rows printed; Download CSV has every row.',
  /** The cue over a full table that scrolls sideways; the Rtl form for right-to-left layouts. */
  'results.moreColumns': 'More columns to the right: scroll the table sideways',
  'results.moreColumnsRtl': 'More columns to the left: scroll the table sideways',
  'results.tableFailed': 'the table could not be loaded; close and open Full results to try again.',

  // ── requirement-web ──
  'web.showList': 'Show as list',
  'web.hideList': 'Hide list',
  'web.empty': 'No requirements to show.',
  'web.overview': '{n} requirements and {links} links are too many to draw every tie: each requirement is a dot on its ring; select one to see its links.',
  'web.about#one': '{n} requirement sharing {hub}',
  'web.about#other': '{n} requirements sharing {hub}',
  /** The web's accessible name when the data has no title. */
  'web.label': 'Requirement web: {about}',
  'web.hint': '← → Arrow keys move between requirements · Enter selects · Esc clears',
  /** A node's accessible name: its label and what it is tied to. */
  'web.nodeLabel': '{label} ({relation})',
  'web.selected': '{label} selected: {relation}.',
  'web.cleared': 'Selection cleared.',
  'web.alsoShares': ' · every requirement also shares {hub}',
  'web.andMore': 'and {n} more (see the list)',
  'web.prompt': 'Select a requirement to see its connections. All {n} share {hub}.',
  'web.listTitle': '{n} requirements, all tied to {hub}',
  'web.connectedTo': 'connected to {names}',
  'web.noConnected': 'No connected requirements',
  'web.connected#one': '{n} connected requirement',
  'web.connected#other': '{n} connected requirements',
  'web.only': 'the only requirement on {hub}',
  'web.shares#one': 'shares {hub} with {n} other requirement',
  'web.shares#other': 'shares {hub} with {n} other requirements',
  /** The default `verbs` of directed links (the detail panel's two lists). */
  'web.verbOut': 'depends on',
  'web.verbIn': 'is needed by',
  'web.hiddenNote#one': '{n} name is hidden or shortened for room: hover, focus or select a requirement to see it in full.',
  'web.hiddenNote#other': '{n} names are hidden or shortened for room: hover, focus or select a requirement to see it in full.',
  'web.aboutHidden#one': '{about}; {n} name shown on focus, hover or selection',
  'web.aboutHidden#other': '{about}; {n} names shown on focus, hover or selection',
  'web.group': 'Group: {group}',
  'web.open': 'Open {label}',
  'web.groups': 'Groups',
  'web.groupFilter#one': 'Showing {groups}: {shown} of {n} requirement.',
  'web.groupFilter#other': 'Showing {groups}: {shown} of {n} requirements.',
  'web.allGroups': 'All groups shown.',
  /** A part of a directed relation ("depends on 2 · is needed by 1 · 3 connected"): the undirected links. */
  'web.connectedCount': '{n} connected',
  /** A side of a directed relation ("depends on 2"): {verb} is the data's verb or `web.verbOut`/`web.verbIn`. */
  'web.verbCount': '{verb} {n}',
  /** A side of a directed relation in the list ("depends on Memory, Cache"). */
  'web.verbNames': '{verb} {names}',

  // ── bibtex-card ──
  'bibtex.title': 'Cite this work',
  'bibtex.empty': 'No BibTeX entry to show.',
  'bibtex.formats': 'Citation format',
  'bibtex.copy': 'Copy',
  /** What Copy copies in APA or MLA ({format} is the style's name, never translated). */
  'bibtex.citation': '{format} citation',
  'bibtex.copied': 'Copied {what}',
  'bibtex.copyFailed': 'Copy failed: the page may not use the clipboard. The text is selected: press Ctrl+C (⌘C on a Mac).',
  'bibtex.download': 'Download .bib',
  'bibtex.saved': 'Asked the browser to save {filename}.',
  'bibtex.savedFramed': 'Asked the browser to save {filename} (a framed page may block downloads: if none appears, use Copy).',
  /** {formats} is a style's name or `bibtex.apaMla`; {problem} is the parser's reason (English). */
  'bibtex.unavailable': '{formats} formatting is unavailable: {problem}. The entry is shown as given.',
  'bibtex.apaMla': 'APA and MLA',
  'bibtex.leftOut#one': '{n} more entry was left out.',
  'bibtex.leftOut#other': '{n} more entries were left out.',
  /** The disclosure that holds Download SVG and PNG of the view shown. */
  'bibtex.image': 'Save as image',
  /** Shown instead of a citation when the APA/MLA formatters (a lazy chunk) fail to load. */
  'bibtex.loadFailed': 'The APA and MLA formats could not be loaded (the page may be offline). BibTeX still works.',
} as const;
