/**
 * The current `<bibtex-card>` view as a standalone SVG file (for a slide or a poster that cannot
 * run scripts): the heading, then the BibTeX entry (monospace, its parts coloured as on screen) or
 * the APA/MLA citation (its italic runs italic). Every line is an SVG `<text>`, wrapped here by an
 * estimate of each character's width, because SVG text does not wrap by itself and the file must
 * look the same in any viewer. No script, no external reference; fonts named with generic
 * fallbacks. Pure: no DOM (the card reads the colours and fonts from the screen and passes them).
 *
 * A lazy chunk: the card imports it on the first image download only.
 */
import type { BibtexRole, BibtexSpan } from './bibtex-parse.js';
import { escapeXml } from './xml.js';

export interface CitationPalette {
  /** Page background, heading and plain text, and the code box's background. */
  surface: string;
  text: string;
  surface2: string;
  /** The entry's parts: punctuation and comments, key, values, entry type and macros. */
  muted: string;
  accent: string;
  positive: string;
  negative: string;
}

export interface CitationSvgInput {
  /** The card's heading ("Cite this work", or the author's title), in the card's language. */
  title: string;
  /** The BibTeX view: the entry's lines, each split by role (see `PreparedEntry.lines`). */
  code?: readonly (readonly BibtexSpan[])[];
  /** Or the formatted view: plain and italic runs taking turns (a `Citation`). */
  citation?: readonly string[];
  /** Width of the file in px (at least 320); the height follows from the content. */
  width: number;
  palette: CitationPalette;
  /** The card's text font and the entry's monospace font, as the screen has them. */
  fontFamily: string;
  monoFamily: string;
  /** The heading's direction (the card's): an RTL heading is set from the right. Entry and citation run left to right. */
  dir?: 'ltr' | 'rtl';
}

export interface CitationSvg {
  text: string;
  width: number;
  height: number;
}

const PAD = 24;
const TITLE_SIZE = 20;
const BODY_SIZE = 16;
const CODE_SIZE = 13;
/** Continuation lines of a wrapped entry line hang this many characters in (as on screen). */
const HANG = 4;
/**
 * Line caps of the image: the heading, the citation, and each line of the BibTeX (a 100,000-character
 * title is a few lines ending in "…", not thousands; the card's own view shows the whole text).
 */
export const SVG_LINE_CAPS = { title: 6, citation: 40, codeLine: 12 } as const;
/** SVG text does not wrap: lines are cut a little short of the room, since the widths are estimates. */
const SAFETY = 0.94;

/** East Asian wide and fullwidth characters (CJK, kana, Hangul, fullwidth forms): one em each. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;

/**
 * A character's advance in em, estimated: proportional fonts by a few classes of glyph (the
 * averages of Helvetica/Arial and their metric clones), monospace 0.6 em, wide characters 1 em in both.
 */
export function charWidth(ch: string, mono = false): number {
  if (WIDE.test(ch) || /[\u{20000}-\u{3fffd}]/u.test(ch)) return 1;
  if (mono) return 0.6;
  if (/[ijlI.,;:'!|·]/.test(ch)) return 0.28;
  if (/[ fJtr()[\]{}"/\\-]/.test(ch)) return 0.36;
  if (/[mwMW@%—]/.test(ch)) return 0.86;
  if (/[A-Z&]/.test(ch)) return 0.68;
  return 0.56;
}

/** Characters after which a long run (a URL, a DOI) may break. */
const BREAK_AFTER = new Set(['/', '.', '_', '-']);

/** The estimated width of `text` in em. */
export const textWidth = (text: string, mono = false): number => [...text].reduce((sum, ch) => sum + charWidth(ch, mono), 0);

/** A piece of a line: its text and whether it is italic (a citation) or its role (an entry). */
export interface Piece {
  text: string;
  style: string;
}

/**
 * Greedy wrap of styled pieces into lines at most `room` em wide: breaks at spaces, between wide
 * (CJK) characters, and after `/`, `-`, `.` and `_` inside a long run (URLs, DOIs); a run wider than
 * a whole line is cut between characters. Spaces that end a line are dropped; `hang` em of indent
 * (spaces) start every line after the first. At most `maxLines` lines: text past them is left out
 * and the last line ends in "…".
 *
 * Linear in the text (a 100,000-character title without a space: one pass, each character's width
 * estimated once), and it stops at the line cap rather than wrapping what will not be drawn.
 */
export function wrapPieces(pieces: readonly Piece[], room: number, mono = false, hang = 0, maxLines = Infinity): Piece[][] {
  // Units: a run of spaces, one wide character, or a run of other characters up to a break point.
  const units: Piece[] = [];
  for (const { text, style } of pieces) {
    // The unit is a slice of `text` from `start`; what is asked of it (is it spaces, what did it
    // end with) is kept beside it: reading a string being built by `+=` (a regular expression on
    // it, its last character) flattens it each time, quadratic in a long run without a space.
    let start = 0;
    let at = 0;
    let spaces = false;
    let lastChar = '';
    const flush = () => {
      if (at > start) units.push({ text: text.slice(start, at), style });
      start = at;
    };
    for (const ch of text) {
      const space = ch === ' ' || ch === '\t';
      // After a URL's or DOI's "/", ".", "-" or "_" a line may break, before a letter or digit.
      const afterBreak = BREAK_AFTER.has(lastChar) && /[\p{L}\p{N}]/u.test(ch);
      if ((at > start && space !== spaces) || WIDE.test(ch) || afterBreak) flush();
      if (at === start) spaces = space;
      at += ch.length;
      lastChar = ch;
      if (WIDE.test(ch)) flush();
    }
    flush();
  }
  const lines: Piece[][] = [[]];
  let used = 0;
  const push = (piece: Piece) => {
    const line = lines[lines.length - 1]!;
    const last = line[line.length - 1];
    if (last && last.style === piece.style) last.text += piece.text;
    else line.push({ ...piece });
    used += textWidth(piece.text, mono);
  };
  const newLine = () => {
    const line = lines[lines.length - 1]!;
    // Trailing spaces take no room on paper.
    const last = line[line.length - 1];
    if (last) last.text = last.text.replace(/[ \t]+$/, '');
    if (last && !last.text) line.pop();
    lines.push([]);
    used = 0;
    if (hang) push({ text: ' '.repeat(Math.round(hang / charWidth(' ', mono))), style: '' });
  };
  const fresh = () => used <= hang + 1e-9;
  const full = () => lines.length > maxLines;
  for (const unit of units) {
    if (full()) break;
    const width = textWidth(unit.text, mono);
    const space = /^[ \t]+$/.test(unit.text);
    if (used + width <= room) {
      push(unit);
      continue;
    }
    if (space) {
      // A space at a break is the break itself.
      if (!fresh()) newLine();
      continue;
    }
    if (!fresh() && width <= room - hang) {
      newLine();
      push(unit);
      continue;
    }
    // Wider than a whole line: cut between characters.
    for (const ch of unit.text) {
      if (used + charWidth(ch, mono) > room && !fresh()) newLine();
      if (full()) break;
      push({ text: ch, style: unit.style });
    }
  }
  const last = lines[lines.length - 1]!;
  if (last.length && /^[ \t]*$/.test(last.map((piece) => piece.text).join('')) && lines.length > 1) lines.pop();
  if (lines.length > maxLines) {
    // Text was left out: the last line kept ends in "…", cut back to make room for it.
    lines.length = maxLines;
    const end = lines[maxLines - 1]!;
    let width = end.reduce((sum, piece) => sum + textWidth(piece.text, mono), 0) + charWidth('…', mono);
    while (width > room && end.length) {
      const piece = end[end.length - 1]!;
      const ch = Array.from(piece.text).pop() ?? '';
      piece.text = piece.text.slice(0, piece.text.length - ch.length);
      width -= charWidth(ch, mono);
      if (!piece.text) end.pop();
    }
    const tail = end[end.length - 1];
    if (tail) tail.text = `${tail.text.replace(/[ \t]+$/, '')}…`;
    else end.push({ text: '…', style: '' });
  }
  return lines;
}

/** `family` with a generic family after it when it names none, so a viewer without the font still draws text. */
export function withFallback(family: string, generic: 'sans-serif' | 'monospace'): string {
  const given = family.trim();
  if (/(^|,)\s*(sans-serif|serif|monospace|system-ui|ui-sans-serif|ui-monospace|cursive|fantasy)\s*(,|$)/i.test(given) && (generic !== 'monospace' || /monospace/i.test(given))) return given;
  return given ? `${given}, ${generic}` : generic;
}

const ROLE_COLOUR: Record<BibtexRole, keyof CitationPalette> = {
  type: 'negative',
  macro: 'negative',
  key: 'accent',
  value: 'positive',
  field: 'text',
  text: 'text',
  punct: 'muted',
  comment: 'muted',
};

const attr = (value: string) => escapeXml(value);

/**
 * A line's leading spaces as an x offset (in em) and the line without them: an indent then holds
 * in viewers that collapse spaces (an SVG importer ignoring `xml:space`), where the spaces inside
 * a line (aligned `=` signs) are kept by `xml:space="preserve"` wherever it is read.
 */
function indented(line: Piece[], mono: boolean): [number, Piece[]] {
  const first = line[0];
  const lead = first ? /^[ \t]*/.exec(first.text)![0] : '';
  if (!lead) return [0, line];
  const rest = [{ ...first!, text: first!.text.slice(lead.length) }, ...line.slice(1)].filter((piece) => piece.text);
  return [textWidth(lead, mono), rest];
}
const round = (n: number) => Math.round(n * 10) / 10;

/** The SVG file of the card's current view. */
export function buildCitationSvg(input: CitationSvgInput): CitationSvg {
  const width = Math.max(320, Math.round(input.width));
  const { palette } = input;
  const sans = withFallback(input.fontFamily, 'sans-serif');
  const mono = withFallback(input.monoFamily, 'monospace');
  const rtl = input.dir === 'rtl';
  const inner = width - 2 * PAD;
  const out: string[] = [];
  let y = PAD;

  // The heading, wrapped like the citation (a long author's title).
  const titleLines = wrapPieces([{ text: input.title.replace(/\s+/g, ' ').trim(), style: '' }], (inner * SAFETY) / (TITLE_SIZE * 0.96), false, 0, SVG_LINE_CAPS.title);
  for (const line of titleLines) {
    y += TITLE_SIZE * 1.25;
    const x = rtl ? width - PAD : PAD;
    out.push(
      `<text x="${x}" y="${round(y - TITLE_SIZE * 0.25)}" font-family="${attr(sans)}" font-size="${TITLE_SIZE}" font-weight="700" fill="${attr(palette.text)}"${rtl ? ' direction="rtl" text-anchor="start"' : ''}>${escapeXml(line.map((p) => p.text).join(''))}</text>`,
    );
  }
  y += 12;

  const boxTop = y;
  const boxPad = 16;
  const body: string[] = [];
  if (input.code) {
    const room = ((inner - 2 * boxPad) * SAFETY) / CODE_SIZE;
    const lineHeight = CODE_SIZE * 1.55;
    y += boxPad - 4;
    for (const source of input.code) {
      // A tab as 4 columns, as the screen's tab-size; the line break is the line itself.
      const pieces = source
        .map(([role, text]) => ({ text: text.replace(/\r?\n$|\r$/, '').replace(/\t/g, '    ').replace(/[\r\n]/g, ''), style: role }))
        .filter((piece) => piece.text);
      for (const wrapped of wrapPieces(pieces, room, true, HANG * charWidth(' ', true), SVG_LINE_CAPS.codeLine)) {
        y += lineHeight;
        const [indent, line] = indented(wrapped, true);
        body.push(
          `<text x="${round(PAD + boxPad + indent * CODE_SIZE)}" y="${round(y - lineHeight * 0.3)}" font-family="${attr(mono)}" font-size="${CODE_SIZE}" xml:space="preserve">${line
            .map((p) => `<tspan fill="${attr(palette[ROLE_COLOUR[p.style as BibtexRole] ?? 'text'])}">${escapeXml(p.text)}</tspan>`)
            .join('')}</text>`,
        );
      }
    }
  } else {
    const room = ((inner - 2 * boxPad) * SAFETY) / BODY_SIZE;
    const lineHeight = BODY_SIZE * 1.5;
    y += boxPad - 4;
    const pieces = (input.citation ?? []).map((text, index) => ({ text, style: index % 2 ? 'i' : '' })).filter((piece) => piece.text);
    // A reference-list entry: the lines after the first hang 1.5 em in (as on screen and in APA/MLA).
    for (const wrapped of wrapPieces(pieces, room, false, 1.5, SVG_LINE_CAPS.citation)) {
      y += lineHeight;
      const [indent, line] = indented(wrapped, false);
      body.push(
        `<text x="${round(PAD + boxPad + indent * BODY_SIZE)}" y="${round(y - lineHeight * 0.3)}" font-family="${attr(sans)}" font-size="${BODY_SIZE}" fill="${attr(palette.text)}" xml:space="preserve">${line
          .map((p) => (p.style === 'i' ? `<tspan font-style="italic">${escapeXml(p.text)}</tspan>` : `<tspan>${escapeXml(p.text)}</tspan>`))
          .join('')}</text>`,
      );
    }
  }
  y += boxPad;
  out.push(`<rect x="${PAD}" y="${round(boxTop)}" width="${inner}" height="${round(y - boxTop)}" rx="6" fill="${attr(palette.surface2)}"/>`, ...body);
  const height = Math.ceil(y + PAD);
  const text =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${attr(palette.surface)}"/>${out.join('')}</svg>`;
  return { text, width, height };
}
