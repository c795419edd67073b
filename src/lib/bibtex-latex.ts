/**
 * LaTeX in BibTeX values → plain Unicode text, and the case changes citation
 * styles make to titles, honouring BibTeX's braces.
 *
 * Braces at the top level of a value protect their text from case changes
 * (`{GPT}` stays "GPT" in a sentence-case title), except a "special character"
 * group that starts with a command (`{\"o}`), which converts like its letter.
 * Protected text is carried between two private-use marks until the case
 * change is done, then the marks are removed.
 */
import { closingBrace } from './bibtex-braces.js';

const PROTECT_START = '\uE000';
const PROTECT_END = '\uE001';
/** Ends a command whose group braces were removed, so `{\o}rsted` does not read as `\orsted`. */
const STOP = '\uE002';
const PROTECTED = /\uE000[^\uE001]*\uE001/g;
const MARKS = /[\uE000\uE001]/g;
/**
 * Starts and ends italic text (`\emph`, `\mkbibemph`, `\textit`): kept by `latexToUnicode` with
 * `keepMarks`, so a formatter can italicise, or (inside an italic title) set it upright again.
 */
export const ITALIC = '\u0001';

/**
 * Commands whose argument is a title within a title or a styled phrase: their argument keeps its
 * case (it is protected like a braced group) and is set in italics, in quotes or as given. Chemistry
 * and unit macros (mhchem's and chemformula's `\ch`/`\ce`, siunitx's `\SI`, `\si`, `\qty`,
 * `\unit`, `\num`) are among the last: "\ch{Mg}" is an element's symbol, which no style's title
 * case may turn into "mg", as braces would keep it in BibTeX.
 */
const STYLED = /\\(emph|mkbibemph|textit|mkbibitalic|mkbibquote|enquote|textsc|mkbibacro|ch|ce|SI|si|qty|unit|num)\*?\s*\{/g;
/** The mark each styled command's argument is set between: italics, quotes, or none. */
const styleMark = (command: string) => (/quote/.test(command) ? '"' : /^(emph|mkbibemph|textit|mkbibitalic)$/.test(command) ? ITALIC : '');

/** Accent commands, and at the same position the combining mark each adds; letters after them compose in NFC. */
const ACCENT_COMMANDS = '"\'`^~=.cvuHkrdb';
const ACCENT_MARKS = '\u0308\u0301\u0300\u0302\u0303\u0304\u0307\u0327\u030C\u0306\u030B\u0328\u030A\u0323\u0331';

/**
 * One table for everything else LaTeX spells out: commands that stand for a
 * character or a word (`ss` ß …), then TeX's ligatures of punctuation. A
 * capitalised command missing here is the capital of its lower-case entry
 * (`\O` Ø, `\AA` Å, `\L` Ł, `\Gamma` Γ). Other commands are dropped and their
 * arguments kept.
 */
const TEXT = new Map(
  (
    'ss ß o ø aa å ae æ oe œ l ł i ı j ȷ dh ð th þ dj đ ng ŋ ' +
    'ldots … dots … textendash – textemdash — textquoteleft ‘ textquoteright ’ textquotedblleft “ ' +
    'textquotedblright ” S § copyright © textregistered ® texttrademark ™ textdegree ° euro € pounds £ ' +
    'LaTeX LaTeX TeX TeX BibTeX BibTeX alpha α beta β gamma γ delta δ epsilon ε lambda λ mu μ pi π ' +
    'sigma σ tau τ phi φ omega ω times × pm ± leq ≤ geq ≥ le ≤ ge ≥ neq ≠ approx ≈ infty ∞ to → ' +
    'textquotesingle \' textquotedbl " hyphen - slash / textasciicircum ^ textunderscore _ textbar | ' +
    "rightarrow → cdot · --- — -- – `` “ '' ”"
  )
    .split(' ')
    .flatMap((word, index, words) => (index % 2 ? [] : [[word, words[index + 1]!] as const])),
);

/** Escaped characters that braces and math would otherwise swallow, and the private-use stand-ins they travel as. */
const ESCAPED = '{}$';
const STAND_INS = '\uE003\uE004\uE005';

/**
 * `\emph{X}` → `{⁁X⁁}` (italic marks), `\mkbibquote{X}` → `{"X"}`, `\textsc{X}` → `{X}`: a
 * braced group, so at the top level of a title its text keeps its case. One scan for the
 * commands, each group's end found once.
 */
function markStyles(text: string): string {
  if (!text.includes('\\')) return text;
  const ends = new Map<number, number>();
  /** [offset, characters replaced, replacement], in source order once sorted. */
  const edits: [number, number, string][] = [];
  for (const found of text.matchAll(STYLED)) {
    const open = found.index + found[0].length - 1;
    const close = closingBrace(text, open, ends);
    const mark = styleMark(found[1]!);
    edits.push([found.index, found[0].length, `{${mark}`]);
    if (close < text.length) edits.push([close, 1, `${mark}}`]);
  }
  edits.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [offset, length, replacement] of edits) {
    out += text.slice(at, offset) + replacement;
    at = offset + length;
  }
  return out + text.slice(at);
}

/**
 * Marks top-level protecting groups; unwraps special-character groups (`{\"o}`);
 * keeps a command with its braced argument as written, for the accent and
 * symbol passes that follow.
 */
function markProtection(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '{' || c === '\\') {
      const command = c === '\\' ? /^\\(?:[a-zA-Z]+|[^])?\s*/.exec(text.slice(i))![0] : '';
      const open = i + command.length;
      const end = text[open] === '{' ? closingBrace(text, open) + 1 : open;
      const inner = text.slice(open + 1, end - 1);
      out += command
        ? text.slice(i, end)
        : inner.startsWith('\\')
          ? inner + STOP
          : PROTECT_START + inner + PROTECT_END;
      i = end;
    } else if (c === '$' && text.indexOf('$', i + 1) > i) {
      // Math is symbols, never words: `$d=2+1$` keeps its case in any title, as braces would keep it.
      const end = text.indexOf('$', i + 1);
      out += PROTECT_START + text.slice(i + 1, end) + PROTECT_END;
      i = end + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/**
 * Converts a BibTeX value to Unicode text: accents (`{\"o}` ö, `\c{c}` ç), letters
 * (`\ss` ß, `{\o}` ø, `\aa` å, `\l` ł), escapes (`\&`), dashes (`--` –, `---` —),
 * `~` as a space, TeX quotes, math `$` dropped, braces removed, white space
 * collapsed. With `keepMarks`, protected text stays between marks for `changeCase`.
 */
export function latexToUnicode(value: string, keepMarks = false): string {
  let text = markProtection(
    markStyles(
      value
        .replace(/\\([{}$&%#_])/g, (_, c: string) => STAND_INS[ESCAPED.indexOf(c)] ?? c)
        .replace(/\\\\|\\[ ,;]/g, ' ')
        // `\-` is a hyphenation point, no character.
        .replace(/\\-/g, ''),
    ),
  );
  // An accent on an accented letter (`Nguy{\~{\^e}}n`): the inner one first, then the outer one
  // takes the letter with its mark. Three rounds cover any real nesting, each one pass.
  for (let round = 0; round < 3; round++) {
    const before = text;
    text = text.replace(
      // No two `\s*` side by side: `\"{` and 100,000 spaces must not backtrack quadratically.
      /\\(?:(["'`^~=.])|([cvuHkrdb])(?=\s*\{|\s))\s*(?:\{\s*(?:(\\[ij]|[a-zA-Z][\u0300-\u036f]*)\s*)?\}|(\\[ij]|[a-zA-Z][\u0300-\u036f]*))/g,
      (_, symbol?: string, letter?: string, braced?: string, bare?: string) =>
        (braced ?? bare ?? '').replace('\\', '') + ACCENT_MARKS[ACCENT_COMMANDS.indexOf((symbol ?? letter)!)],
    );
    if (text === before) break;
  }
  text = text
    // A Map: `\constructor` or `\toString` is an unknown command (dropped), not an inherited function.
    .replace(/\\([a-zA-Z]+)(?:\{\}|[ \t\r\n]*)/g, (_, name: string) => TEXT.get(name) ?? TEXT.get(name.toLowerCase())?.toUpperCase() ?? '')
    .replace(/[{}$\uE002]/g, '')
    .replace(/---?|``|''/g, (ligature) => TEXT.get(ligature)!)
    .replace(/[\s~]+/g, ' ')
    .replace(/[\uE003-\uE005]/g, (c) => ESCAPED[STAND_INS.indexOf(c)]!)
    .trim()
    .normalize('NFC');
  return keepMarks ? text : text.replace(/[\uE000\uE001\u0001]/g, '');
}

/** Words MLA keeps lower case inside a title: articles, prepositions, coordinating conjunctions, "to". */
const MINOR_WORDS = new Set(
  (
    'a an the and but or nor for so yet as at by from in into of off on onto out over per than to up upon ' +
    'via vs versus with within without about after against along among around before between during ' +
    'through toward towards under until'
  ).split(' '),
);

/**
 * Re-cases a title converted with `keepMarks`; protected text is never touched.
 *
 * - `sentence` (APA): the first word and the first word after ":", "?" or "!"
 *   start with a capital; other words are lowered, except single capital
 *   letters other than "A" ("Part B").
 * - `title` (MLA): every word starts with a capital, except articles,
 *   prepositions, coordinating conjunctions and "to" when they are neither the
 *   first or last word nor the first after a colon.
 *
 * In both, a word with a capital after its first letter ("GPT", "SWE",
 * "arXiv", "McDonald") is left as written, and parts of hyphenated words count
 * as words ("Long-Horizon" → "long-horizon" / "Long-Horizon").
 */
export function changeCase(marked: string, style: 'sentence' | 'title'): string {
  // Words and the separators between them alternate (never split inside protected text, which may hold
  // spaces). One pass that tracks the marks: a look-ahead for them at every separator is quadratic.
  const parts: string[] = [];
  let inside = false;
  let last = 0;
  // Dashes part words too: "mistakes–but" is two words, each cased.
  for (const { 0: found, index } of marked.matchAll(/[\uE000\uE001]|[\s\-/–—]+/g)) {
    if (found === PROTECT_START || found === PROTECT_END) inside = found === PROTECT_START;
    else if (!inside) {
      parts.push(marked.slice(last, index), found);
      last = index + found.length;
    }
  }
  parts.push(marked.slice(last));
  // Acronyms and inner capitals ("GPT", "SWE", "arXiv", "McDonald") stay as written in both styles,
  // and so does a hyphenated name with one that opens a title or a sentence ("SWE-Lego: Pushing …"),
  // while mid-sentence only its own part is kept ("… and SWE-bench stay").
  const innerCapital = /^\P{L}*\p{L}.*\p{Lu}/u;
  const kept: boolean[] = [];
  for (let start = 0; start < parts.length; ) {
    let end = start;
    while (end + 2 < parts.length && parts[end + 1] === '-') end += 2;
    const opens = start === 0 || /[:?!]$/.test(parts[start - 2]!.replace(PROTECTED, ''));
    let keep = false;
    for (let k = start; k <= end; k += 2) keep ||= opens && end > start && innerCapital.test(parts[k]!.replace(PROTECTED, ''));
    for (let k = start; k <= end; k += 2) kept[k] = keep || innerCapital.test(parts[k]!.replace(PROTECTED, ''));
    start = end + 2;
  }
  const opensCompound = (index: number) => parts[index + 1] === '-' && parts[index - 1] !== '-';
  let startsSentence = true;
  return parts
    .map((word, index) => {
      if (index % 2 || !word) return word;
      const free = word.replace(PROTECTED, '');
      const bare = free.replace(/\P{L}/gu, '');
      const first = startsSentence;
      // A colon inside braces ends the sentence too: DBLP protects an acronym with its colon ("{TAO:}
      // Facebook's …"), and what follows a title's colon starts with a capital (APA 7 §6.17).
      startsSentence = /[:?!]$/.test(free) || /:$/.test(word.replace(MARKS, ''));
      if (kept[index]) return word;
      const lowered =
        style === 'title'
          ? // A minor word that is neither first nor last (the last word is the last part) nor partly protected,
            // nor the first part of a hyphenated compound: "Out-of-Scope" opens with an adjective's first part, not the preposition "out" (MLA 9 capitalises a compound's parts as words).
            // nor the first word of a title quoted within the title ("‘A Contemporary City’").
            !first && index < parts.length - 1 && free === word && MINOR_WORDS.has(bare.toLowerCase()) && !opensCompound(index) && !/^["“‘]/.test(free)
          : // Any word but a sentence's first and a single capital other than "A".
            !first && !(/^\p{Lu}$/u.test(bare) && bare !== 'A');
      if (lowered) return word.replace(/(\uE000[^\uE001]*\uE001)|[^\uE000]+/g, (text, kept?: string) => kept ?? text.toLowerCase());
      if (style === 'sentence' && !first) return word;
      // Capitalise the first letter; a word that begins with protected text is left as it is, and so
      // does one that begins with a number ("2nd", "2020s").
      return word.replace(/^([^\p{L}\p{N}\uE000]*)(\p{L})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());
    })
    .join('')
    .replace(MARKS, '');
}
