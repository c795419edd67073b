#!/usr/bin/env node
// Writes the editor data from custom-elements.json (run after `cem analyze`, in `npm run analyze`):
//
// - vscode.html-custom-data.json: VS Code's HTML custom data (version 1.1): tag and attribute
//   completion, attribute values, the JSDoc as hover help.
// - web-types.json: JetBrains' web-types (WebStorm, IntelliJ): the same, plus properties, events,
//   slots, parts and CSS custom properties.
//
// Both are committed beside the manifest and shipped in the package (package.json names them);
// `node scripts/editor-data.mjs --check` fails when the committed files differ from what the
// manifest gives, as CI runs it.
import { readFileSync, writeFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const check = process.argv.includes('--check');

/** The element's docs page in the package's own docs (the README names one per element). */
const docsUrl = (tag) => `${pkg.homepage.replace(/#.*$/, '').replace(/\/$/, '')}/blob/main/docs/${tag}.md`;

/** `'a' | 'b' | null` → ['a', 'b']; anything that is not a union of string literals → []. */
function literalValues(typeText = '') {
  const parts = typeText.split('|').map((part) => part.trim()).filter((part) => part !== 'null' && part !== 'undefined');
  if (parts.length && parts.every((part) => /^(['"]).*\1$/.test(part) || /^\d+$/.test(part))) {
    return parts.map((part) => part.replace(/^['"]|['"]$/g, ''));
  }
  return [];
}

const elements = manifest.modules.flatMap((module) =>
  (module.declarations ?? []).filter((declaration) => declaration.tagName).map((declaration) => ({ ...declaration, path: module.path })),
);
elements.sort((a, b) => a.tagName.localeCompare(b.tagName));

const describe = (element) => [element.summary, element.description].filter(Boolean).join('\n\n');
const attributeHelp = (attribute) => {
  const text = attribute.description ?? '';
  const type = attribute.type?.text ? `\n\nType: \`${attribute.type.text}\`` : '';
  const fallback = attribute.default !== undefined ? ` · default \`${attribute.default}\`` : '';
  return `${text}${type}${type ? fallback : ''}`.trim();
};

const vscode = {
  version: 1.1,
  tags: elements.map((element) => ({
    name: element.tagName,
    description: { kind: 'markdown', value: describe(element) },
    attributes: (element.attributes ?? []).map((attribute) => {
      const values = literalValues(attribute.type?.text);
      return {
        name: attribute.name,
        description: { kind: 'markdown', value: attributeHelp(attribute) },
        ...(attribute.type?.text === 'boolean' ? { valueSet: 'v' } : {}),
        ...(values.length ? { values: values.map((name) => ({ name })) } : {}),
      };
    }),
    references: [{ name: 'Documentation', url: docsUrl(element.tagName) }],
  })),
};

const webTypes = {
  $schema: 'https://json.schemastore.org/web-types',
  name: pkg.name,
  version: pkg.version,
  'description-markup': 'markdown',
  contributions: {
    html: {
      elements: elements.map((element) => ({
        name: element.tagName,
        description: describe(element),
        'doc-url': docsUrl(element.tagName),
        attributes: (element.attributes ?? []).map((attribute) => {
          const values = literalValues(attribute.type?.text);
          return {
            name: attribute.name,
            description: attributeHelp(attribute),
            ...(attribute.default !== undefined ? { default: attribute.default } : {}),
            value:
              attribute.type?.text === 'boolean'
                ? { type: 'boolean', required: false }
                : { type: values.length ? values.map((value) => JSON.stringify(value)) : 'string', required: false },
          };
        }),
        // web-types calls the unnamed slot `default`.
        slots: (element.slots ?? []).map((slot) => ({ name: slot.name || 'default', description: slot.description ?? '' })),
        events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
        js: {
          properties: (element.members ?? [])
            .filter((member) => member.kind === 'field')
            .map((member) => ({ name: member.name, description: member.description ?? '', type: member.type?.text ?? 'unknown' })),
          events: (element.events ?? []).map((event) => ({ name: event.name, description: event.description ?? '' })),
        },
        css: {
          parts: (element.cssParts ?? []).map((part) => ({ name: part.name, description: part.description ?? '' })),
          properties: (element.cssProperties ?? []).map((property) => ({ name: property.name, description: property.description ?? '' })),
        },
      })),
    },
  },
};

let stale = false;
for (const [file, data] of [
  ['vscode.html-custom-data.json', vscode],
  ['web-types.json', webTypes],
]) {
  const text = `${JSON.stringify(data, null, 2)}\n`;
  if (check) {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      // Missing counts as stale.
    }
    if (committed !== text) {
      console.error(`${file} is not what custom-elements.json gives: run \`npm run analyze\` and commit it.`);
      stale = true;
    }
  } else {
    writeFileSync(file, text);
  }
}
if (stale) process.exit(1);
console.log(check ? 'editor data: up to date with the manifest' : `editor data: wrote vscode.html-custom-data.json and web-types.json (${elements.length} tags)`);
