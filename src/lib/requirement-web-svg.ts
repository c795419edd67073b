/**
 * A `<requirement-web>` as a standalone SVG image: its title and summary, the web laid out by
 * the element's own layout (`layoutRequirementWeb`, the same deterministic picture for the same
 * data and width), labels as `<text>`, and for a selected requirement its panel's text under the
 * web. Text widths are estimated (`estimateTextWidth`, erring wide), as the element's server frame
 * does. Pure: no DOM.
 */
import { connectionsById, relationText, type RequirementWebData } from './requirement-graph.js';
import { layoutRequirementWeb, type LabelPlacement, type WebLayout, type WebLayoutKind } from './requirement-layout.js';
import { LIGHT_PALETTE, SVG_FONT_FAMILY, SVG_PAD, round, svgDocument, svgText, wrapToWidth, type SvgPalette } from './static-svg.js';
import { estimateTextWidth } from './text-fit.js';
import { escapeXml } from './xml.js';
import type { StaticSvg } from './leaderboard-svg.js';

export interface RequirementWebSvgInput {
  data: Pick<RequirementWebData, 'title' | 'summary' | 'hub' | 'requirements' | 'links'>;
  kind?: WebLayoutKind;
  /** The selected requirement's id: its ties are drawn on top and its panel text follows the web. */
  selected?: string | null;
  /** Width in px (at least 320). Default 720. */
  width?: number;
  palette?: SvgPalette;
  fontFamily?: string;
}

export function buildRequirementWebSvg(input: RequirementWebSvgInput): StaticSvg {
  const { data } = input;
  const palette = input.palette ?? LIGHT_PALETTE;
  const width = Math.max(320, Math.round(input.width ?? 720));
  const inner = width - 2 * SVG_PAD;
  const c = (value: string) => escapeXml(value);
  const out: string[] = [];
  let y = SVG_PAD;
  const para = (text: string, size: number, fill: string, extra = '', bold = false) => {
    for (const line of wrapToWidth(text, inner, size, { bold, maxLines: 12 })) out.push(svgText(SVG_PAD, (y += size * 1.35), line, size, fill, extra));
  };
  if (data.title) para(data.title, 20, palette.text, ' font-weight="700"', true);
  if (data.summary) {
    y += 2;
    para(data.summary, 14, palette.muted);
  }
  y += 12;
  if (!data.requirements.length) {
    para('No requirements to show.', 14, palette.muted);
  } else {
    const layout = layoutRequirementWeb({ ...data, kind: input.kind ?? 'radial', width: inner, measure: estimateTextWidth });
    // The layout may be wider than asked (a radial ring must clear the hub): scaled to fit.
    const k = Math.min(1, inner / layout.width);
    const index = new Map(data.requirements.map((r, i) => [r.id, i]));
    const selected = input.selected && index.has(input.selected) ? input.selected : null;
    const neighbours = new Set(selected ? (connectionsById(data).get(selected) ?? []).map((c) => c.id) : []);
    out.push(`<g transform="translate(${SVG_PAD} ${round(y - layout.top * k)}) scale(${round(k * 1000) / 1000})" font-size="${layout.fontSize}">`);
    out.push(drawWeb(layout, palette, selected, neighbours, index));
    out.push('</g>');
    y += layout.height * k + 12;
    if (selected) {
      const requirement = data.requirements[index.get(selected)!]!;
      const connections = connectionsById(data).get(selected) ?? [];
      para(requirement.label, 13, palette.muted, ' font-weight="600"', true);
      if (requirement.heading) para(requirement.heading, 16, palette.text, ' font-weight="700"', true);
      if (requirement.detail) para(requirement.detail, 14, palette.text);
      const names = connections.map((connection) => data.requirements[index.get(connection.id)!]!.label);
      para(
        names.length
          ? `${relationText(connections.length, data.hub.label, data.requirements.length)}: ${names.join(', ')}.`
          : `${capitalise(relationText(0, data.hub.label, data.requirements.length))}.`,
        13,
        palette.muted,
      );
    } else {
      const n = data.requirements.length;
      para(`${n} requirement${n === 1 ? '' : 's'}, all tied to ${data.hub.label}.`, 13, palette.muted);
    }
  }
  const height = Math.ceil(y + SVG_PAD);
  return {
    text: svgDocument(width, height, out.join(''), {
      background: palette.surface,
      fontFamily: input.fontFamily ?? SVG_FONT_FAMILY,
      title: data.title || `Requirement web: ${data.hub.label}`,
    }),
    width,
    height,
  };

  function drawWeb(layout: WebLayout, p: SvgPalette, current: string | null, lit: Set<string>, at: Map<string, number>): string {
    const parts: string[] = [];
    const k = layout.scale;
    for (const ring of layout.rings) parts.push(`<ellipse cx="${round(layout.hub.x)}" cy="${round(layout.hub.y)}" rx="${round(ring.a)}" ry="${round(ring.b)}" fill="none" stroke="${c(p.border)}"/>`);
    const faded = current ? ' opacity="0.35"' : '';
    parts.push(`<g fill="none" stroke="${c(p.muted)}" stroke-width="1.2"${faded}>`);
    for (const edge of layout.hubEdges) parts.push(`<path d="${edge.d}"/>`);
    for (const edge of layout.links) parts.push(`<path d="${edge.d}" stroke-dasharray="4 3"/>`);
    parts.push('</g>');
    if (current) {
      const from = at.get(current)!;
      parts.push(`<g fill="none" stroke="${c(p.accent)}" stroke-width="2.5">`);
      parts.push(`<path d="${layout.hubEdgePath(from)}"/>`);
      for (const id of lit) parts.push(`<path d="${layout.linkPath(from, at.get(id)!)}"/>`);
      parts.push('</g>');
    }
    for (const node of layout.nodes) {
      const on = node.id === current || lit.has(node.id);
      parts.push(`<circle cx="${round(node.x)}" cy="${round(node.y)}" r="${round(node.r)}" fill="${c(on ? p.accent : p.surface)}" stroke="${c(on || !current ? p.accent : p.muted)}" stroke-width="2"/>`);
    }
    const box = layout.hub.box;
    parts.push(`<rect x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="${round(8 * k)}" fill="${c(p.surface2)}" stroke="${c(p.accent)}" stroke-width="1.5"/>`);
    parts.push(label(layout.hub.label, layout, p.text, ' font-weight="700"', layout.fontSize + k));
    for (const node of layout.nodes) {
      if (!node.label) continue;
      const on = node.id === current || lit.has(node.id);
      parts.push(label(node.label, layout, current && !on ? p.muted : p.text, on ? ' font-weight="700"' : ' font-weight="600"'));
    }
    return parts.join('');
  }

  function label(placement: LabelPlacement, layout: WebLayout, fill: string, extra: string, size = layout.fontSize): string {
    const x = round(placement.x);
    const anchor = ` text-anchor="${placement.anchor}"`;
    if (placement.lines.length === 1) return svgText(placement.x, placement.y, placement.lines[0]!, size, fill, `${extra}${anchor}`);
    const spans = placement.lines.map((line, i) => `<tspan x="${x}" dy="${i ? round(layout.lineHeight) : 0}">${escapeXml(line)}</tspan>`).join('');
    return `<text x="${x}" y="${round(placement.y)}" font-size="${size}" fill="${c(fill)}"${extra}${anchor}>${spans}</text>`;
  }
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
