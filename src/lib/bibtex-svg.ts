/**
 * A `<bibtex-card>` as a standalone SVG image: its heading, the entry's formatted citation (APA 7
 * by default, MLA 9 when the card shows MLA; italic runs in italic) and the BibTeX text in a
 * monospace block, long lines wrapped. For hosts that take only an image. Pure: no DOM.
 */
import { prepareCitation } from './bibtex-citation.js';
import type { Citation } from './bibtex-format.js';
import { LIGHT_PALETTE, SVG_FONT_FAMILY, SVG_MONO_FAMILY, SVG_PAD, round, svgDocument, svgText, wrapToWidth, type SvgPalette } from './static-svg.js';
import { estimateTextWidth } from './text-fit.js';
import { escapeXml } from './xml.js';
import type { StaticSvg } from './leaderboard-svg.js';

export interface BibtexSvgInput {
  bibtex: string;
  /** The card's heading. Default "Cite this work". */
  title?: string;
  /** Which citation the image shows (`bibtex` on the card: APA, with the BibTeX under it). */
  style?: 'apa' | 'mla';
  /** BibTeX lines drawn at most. Default 40. */
  maxCodeLines?: number;
  width?: number;
  palette?: SvgPalette;
  fontFamily?: string;
}

/** Lines of the citation drawn at most: past them the last line ends in "…" (a 100,000-character title is not thousands of lines). */
const MAX_CITATION_LINES = 40;

/** `word` cut between characters into pieces no wider than `maxWidth` (estimated one character at a time: linear). */
function cutWord(word: string, maxWidth: number, size: number, italic: boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  let used = 0;
  for (const ch of word) {
    const w = estimateTextWidth(ch, size) * (italic ? 1.02 : 1);
    if (piece && used + w > maxWidth) {
      pieces.push(piece);
      piece = '';
      used = 0;
    }
    piece += ch;
    used += w;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** A citation's runs as words that keep their style, wrapped into at most MAX_CITATION_LINES lines of at most `maxWidth`. */
function wrapRuns(citation: Citation, maxWidth: number, size: number): { text: string; italic: boolean }[][] {
  const words: { text: string; italic: boolean; space: boolean }[] = [];
  citation.forEach((run, i) => {
    // Spaces stay with the word they follow, so "Title. " and an italic journal keep their gaps.
    for (const match of run.matchAll(/(\s*)(\S+)/g)) {
      const italic = i % 2 === 1;
      // A word wider than a line (a URL, a title without spaces) is cut: its pieces join without a space.
      cutWord(match[2]!, maxWidth, size, italic).forEach((text, at) => words.push({ text, italic, space: at === 0 && (match[1]!.length > 0 || words.length === 0) }));
    }
    if (/\s$/.test(run) && words.length) words.push({ text: '', italic: false, space: true });
  });
  const lines: { text: string; italic: boolean }[][] = [[]];
  let used = 0;
  let pendingSpace = false;
  for (const word of words) {
    if (!word.text) {
      pendingSpace = true;
      continue;
    }
    const gap = used && (word.space || pendingSpace) ? estimateTextWidth(' ', size) : 0;
    const w = estimateTextWidth(word.text, size) * (word.italic ? 1.02 : 1);
    if (used && used + gap + w > maxWidth) {
      if (lines.length === MAX_CITATION_LINES) {
        // Text left out: the last line ends in "…" in place of its last word.
        const last = lines[lines.length - 1]!;
        if (last.length > 1) last.pop();
        // A line that is one cut word (full to the edge): a few characters give way to the "…".
        else if (last[0]) last[0].text = Array.from(last[0].text).slice(0, -3).join('');
        last.push({ text: ' …', italic: false });
        break;
      }
      lines.push([]);
      used = 0;
    }
    const line = lines[lines.length - 1]!;
    const spaced = used > 0 && (word.space || pendingSpace);
    line.push({ text: `${spaced ? ' ' : ''}${word.text}`, italic: word.italic });
    used += (spaced ? gap : 0) + w;
    pendingSpace = false;
  }
  // One tspan per run of one style on a line, not one per word.
  return lines
    .filter((line) => line.length)
    .map((line) =>
      line.reduce<{ text: string; italic: boolean }[]>((runs, word) => {
        const last = runs[runs.length - 1];
        if (last && last.italic === word.italic) last.text += word.text;
        else runs.push({ ...word });
        return runs;
      }, []),
    );
}

export function buildBibtexSvg(input: BibtexSvgInput): StaticSvg {
  const palette = input.palette ?? LIGHT_PALETTE;
  const width = Math.max(320, Math.round(input.width ?? 720));
  const inner = width - 2 * SVG_PAD;
  const prepared = prepareCitation(input.bibtex);
  const style = input.style ?? 'apa';
  const out: string[] = [];
  let y = SVG_PAD;
  const title = input.title || 'Cite this work';
  for (const line of wrapToWidth(title, inner, 20, { bold: true })) out.push(svgText(SVG_PAD, (y += 27), line, 20, palette.text, ' font-weight="700"'));
  y += 10;
  const citation = prepared[style];
  if (!prepared.problem && citation.length) {
    out.push(svgText(SVG_PAD, (y += 14), style === 'apa' ? 'APA 7' : 'MLA 9', 12, palette.muted, ' font-weight="600"'));
    y += 4;
    for (const line of wrapRuns(citation, inner, 16)) {
      y += 23;
      const spans = line.map((run) => `<tspan${run.italic ? ' font-style="italic"' : ''}>${escapeXml(run.text)}</tspan>`).join('');
      out.push(`<text x="${SVG_PAD}" y="${round(y)}" font-size="16" fill="${escapeXml(palette.text)}" xml:space="preserve">${spans}</text>`);
    }
    y += 18;
  } else if (prepared.problem) {
    for (const line of wrapToWidth(`APA and MLA formatting is unavailable: ${prepared.problem}. The entry is shown as given.`, inner, 13)) {
      out.push(svgText(SVG_PAD, (y += 18), line, 13, palette.negative));
    }
    y += 10;
  }
  if (prepared.text.trim()) {
    // The BibTeX, in a panel: monospace, long lines cut into the width (about 0.6 em a character).
    const size = 12.5;
    const perLine = Math.max(20, Math.floor((inner - 24) / (size * 0.62)));
    const maxLines = Math.max(1, Math.floor(input.maxCodeLines ?? 40));
    const lines: string[] = [];
    for (const raw of prepared.text.replace(/\r\n?/g, '\n').replace(/\t/g, '  ').split('\n')) {
      const line = raw.trimEnd();
      if (!line) {
        lines.push('');
        continue;
      }
      for (let i = 0; i < line.length; i += perLine) lines.push(i ? `  ${line.slice(i, i + perLine - 2)}` : line.slice(0, perLine));
    }
    while (lines.length && !lines[lines.length - 1]) lines.pop();
    const cut = lines.length > maxLines;
    const shown = cut ? [...lines.slice(0, maxLines - 1), `… ${lines.length - maxLines + 1} more lines`] : lines;
    const top = y;
    const boxHeight = shown.length * 18 + 20;
    out.push(`<rect x="${SVG_PAD}" y="${top}" width="${inner}" height="${boxHeight}" rx="8" fill="${escapeXml(palette.surface2)}" stroke="${escapeXml(palette.border)}"/>`);
    y = top + 10;
    const mono = ` font-family="${escapeXml(SVG_MONO_FAMILY)}" xml:space="preserve"`;
    for (const line of shown) out.push(svgText(SVG_PAD + 12, (y += 18) - 4, line, size, palette.text, mono));
    y = top + boxHeight;
  }
  if (prepared.leftOut) {
    y += 6;
    out.push(svgText(SVG_PAD, (y += 16), `${prepared.leftOut} more ${prepared.leftOut === 1 ? 'entry was' : 'entries were'} left out.`, 12, palette.muted));
  }
  const height = Math.ceil(y + SVG_PAD);
  return {
    text: svgDocument(width, height, out.join(''), { background: palette.surface, fontFamily: input.fontFamily ?? SVG_FONT_FAMILY, title }),
    width,
    height,
  };
}
