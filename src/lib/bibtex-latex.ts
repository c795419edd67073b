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

const PROTECT_START = '\uE000';
const PROTECT_END = '\uE001';
/** Ends a command whose group braces were removed, so `{\o}rsted` does not read as `\orsted`. */
const STOP = '\uE002';
const PROTECTED = /\uE000[^\uE001]*\uE001/g;

/** Accent commands → combining marks; letters after them compose in NFC. */
const ACCENTS: Record<string, string> = {
  '"': '\u0308', "'": '\u0301', '`': '\u0300', '^': '\u0302', '~': '\u0303', '=': '\u0304', '.': '\u0307',
  c: '\u0327', v: '\u030C', u: '\u0306', H: '\u030B', k: '\u0328', r: '\u030A', d: '\u0323', b: '\u0331',
};

/** Commands that stand for a character or a word. Other commands are dropped and their arguments kept. */
const SYMBOLS: Record<string, string> = Object.fromEntries(
  (
    'ss ß o ø O Ø aa å AA Å ae æ AE Æ oe œ OE Œ l ł L Ł i ı j ȷ dh ð DH Ð th þ TH Þ dj đ DJ Đ ng ŋ NG Ŋ ' +
    'ldots … dots … textendash – textemdash — textquoteleft ‘ textquoteright ’ textquotedblleft “ ' +
    'textquotedblright ” S § copyright © textregistered ® texttrademark ™ textdegree ° euro € pounds £ ' +
    'LaTeX LaTeX TeX TeX BibTeX BibTeX alpha α beta β gamma γ delta δ epsilon ε lambda λ mu μ pi π ' +
    'sigma σ tau τ phi φ omega ω times × pm ± leq ≤ geq ≥ le ≤ ge ≥ neq ≠ approx ≈ infty ∞ to → ' +
    'rightarrow → cdot ·'
  )
    .split(' ')
    .flatMap((word, index, words) => (index % 2 ? [] : [[word, words[index + 1]!]])),
);

/** Escaped characters, kept out of the way of brace and math handling until the end. */
const ESCAPES: Record<string, string> = { '{': '\uE003', '}': '\uE004', $: '\uE005' };
const UNESCAPE: Record<string, string> = { '\uE003': '{', '\uE004': '}', '\uE005': '$' };

/** Offset of the `}` closing the `{` at `open`, or the end of the text if it is never closed. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let j = open; j < text.length; j++) {
    if (text[j] === '{') depth++;
    else if (text[j] === '}' && --depth === 0) return j;
  }
  return text.length;
}

/** Marks top-level protecting groups; unwraps special-character groups; keeps command arguments. */
function markProtection(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '\\') {
      const command = /^\\(?:[a-zA-Z]+|.)\s*/.exec(text.slice(i))![0];
      out += command;
      i += command.length;
      if (text[i] === '{') {
        const close = closingBrace(text, i);
        out += text.slice(i, close + 1);
        i = close + 1;
      }
    } else if (c === '{') {
      const close = closingBrace(text, i);
      const inner = text.slice(i + 1, close);
      out += inner.startsWith('\\') ? inner + STOP : PROTECT_START + inner + PROTECT_END;
      i = close + 1;
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
  let text = value
    .replace(/\\([{}$&%#_])/g, (_, c: string) => ESCAPES[c] ?? c)
    .replace(/\\\\|\\[ ,;]/g, ' ');
  text = markProtection(text)
    .replace(
      /\\(?:(["'`^~=.])|([cvuHkrdbt])(?=\s*\{|\s))\s*(?:\{\s*(\\[ij]|[a-zA-Z]?)\s*\}|(\\[ij]|[a-zA-Z]))/g,
      (_, symbol?: string, letter?: string, braced?: string, bare?: string) =>
        (braced ?? bare ?? '').replace('\\', '') + ACCENTS[symbol ?? letter!],
    )
    .replace(/\\([a-zA-Z]+)(?:\{\}|[ \t\r\n]*)/g, (_, name: string) => SYMBOLS[name] ?? '')
    .replace(/[{}$\uE002]/g, '')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/``/g, '“')
    .replace(/''/g, '”')
    .replace(/~/g, ' ')
    .replace(/[\uE003-\uE005]/g, (c) => UNESCAPE[c]!)
    .replace(/\s+/g, ' ')
    .trim()
    .normalize('NFC');
  return keepMarks ? text : stripMarks(text);
}

export function stripMarks(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '');
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
  const words = marked.match(/(?:\uE000[^\uE001]*\uE001|[^\s\-/\uE000])+|[\s\-/]+/g) ?? [];
  const wordIndexes = words.flatMap((word, index) => (/^[\s\-/]/.test(word) ? [] : [index]));
  let startsSentence = true;
  const out = words.map((word, index) => {
    if (/^[\s\-/]/.test(word)) return word;
    const free = word.replace(PROTECTED, '');
    const bare = free.replace(/[^\p{L}]/gu, '');
    const first = startsSentence;
    startsSentence = /[:?!]$/.test(free);
    const last = index === wordIndexes[wordIndexes.length - 1];
    // A word that begins with protected text is left as it is.
    const capital = () => word.replace(/^([^\p{L}\uE000]*)(\p{L})/u, (_, lead: string, l: string) => lead + l.toUpperCase());
    const lower = () => word.replace(/(\uE000[^\uE001]*\uE001)|[^\uE000]+/g, (m, kept?: string) => kept ?? m.toLowerCase());
    // Acronyms and inner capitals ("GPT", "SWE", "arXiv", "McDonald") stay as written in both styles.
    if (/^\P{L}*\p{L}.*\p{Lu}/u.test(free)) return word;
    if (style === 'title') {
      return !first && !last && free === word && MINOR_WORDS.has(bare.toLowerCase()) ? lower() : capital();
    }
    if (first) return capital();
    return /^\p{Lu}$/u.test(bare) && bare !== 'A' ? word : lower();
  });
  return stripMarks(out.join(''));
}
