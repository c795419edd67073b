#!/usr/bin/env node
// Prints each element's API (attributes, events, parts, CSS properties) from
// custom-elements.json as Markdown tables, for docs/<tag>.md: `npm run analyze`
// first, then `node scripts/api-tables.mjs [tag]`.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const only = process.argv[2];
const cell = (text = '') => String(text).replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
const table = (head, rows) =>
  rows.length ? [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`), ''].join('\n') : '';

for (const module of manifest.modules) {
  for (const element of module.declarations ?? []) {
    if (!element.tagName || (only && element.tagName !== only)) continue;
    const members = new Map((element.members ?? []).map((m) => [m.name, m]));
    const attributes = (element.attributes ?? []).map((a) => {
      const member = members.get(a.fieldName) ?? {};
      return [`\`${a.name}\``, a.type?.text ?? member.type?.text ?? '', a.default ?? member.default ?? '', a.description ?? member.description ?? ''];
    });
    const properties = (element.members ?? [])
      .filter((m) => m.kind === 'field' && !m.privacy && !m.static && !(element.attributes ?? []).some((a) => a.fieldName === m.name))
      .map((m) => [`\`${m.name}\``, m.type?.text ?? '', m.description ?? '']);
    console.log(`#### \`<${element.tagName}>\` API\n`);
    console.log(table(['attribute', 'type', 'default', 'description'], attributes));
    console.log(table(['property only', 'type', 'description'], properties));
    console.log(table(['event', 'detail / description'], (element.events ?? []).map((e) => [`\`${e.name}\``, e.description ?? ''])));
    console.log(table(['part', 'description'], (element.cssParts ?? []).map((p) => [`\`${p.name}\``, p.description ?? ''])));
    console.log(table(['CSS property', 'description'], (element.cssProperties ?? []).map((p) => [`\`${p.name}\``, p.description ?? ''])));
  }
}
