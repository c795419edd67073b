// Validates the installed package's editor data the way an editor finds it: through package.json
// (`web-types`, `contributes.html.customData`), against the formats' JSON schemas: VS Code's own
// (shipped in vscode-html-languageservice) and web-types' (schemas/, written for this project).
// Then checks that completion has something to offer: every tag, its attributes, closed value
// lists (theme, sort, format, layout), and help text.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Ajv from 'ajv';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('codespecweave-widgets/package.json'));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const read = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const schema = (file) => JSON.parse(readFileSync(file, 'utf8'));

const ajv = new Ajv({ strict: false, allErrors: true });
const failures = [];
function validate(name, data, jsonSchema) {
  const ok = ajv.validate(jsonSchema, data);
  if (!ok) failures.push(`${name}: ${ajv.errorsText(ajv.errors, { separator: '\n  ' })}`);
  else console.log(`ok ${name} matches its schema`);
}

const vscodeFile = pkg.contributes?.html?.customData?.[0];
const webTypesFile = pkg['web-types'];
if (!vscodeFile || !webTypesFile) failures.push('package.json must name both files (web-types, contributes.html.customData)');
const vscode = read(vscodeFile);
const webTypes = read(webTypesFile);
validate(vscodeFile, vscode, schema(require.resolve('vscode-html-languageservice/docs/customData.schema.json')));
validate(webTypesFile, webTypes, schema(new URL('./schemas/web-types.schema.json', import.meta.url)));

const TAGS = ['bibtex-card', 'leaderboard-table', 'requirement-web', 'results-toggle'];
const expectValues = { 'leaderboard-table': { sort: 'gap:asc', theme: 'dark' }, 'requirement-web': { layout: 'flow' }, 'bibtex-card': { format: 'mla' }, 'results-toggle': { motion: 'none' } };
for (const tag of TAGS) {
  const entry = vscode.tags.find((t) => t.name === tag);
  const element = webTypes.contributions.html.elements.find((e) => e.name === tag);
  if (!entry || !element) {
    failures.push(`${tag}: missing from the editor data`);
    continue;
  }
  if (!entry.description?.value) failures.push(`${tag}: no help text in VS Code data`);
  for (const name of ['data', 'src', 'theme', 'motion', 'heading-level']) {
    if (!entry.attributes.some((a) => a.name === name)) failures.push(`${tag}: VS Code data lacks attribute ${name}`);
    if (!element.attributes.some((a) => a.name === name)) failures.push(`${tag}: web-types lacks attribute ${name}`);
  }
  for (const [attribute, value] of Object.entries(expectValues[tag])) {
    const values = entry.attributes.find((a) => a.name === attribute)?.values?.map((v) => v.name) ?? [];
    if (!values.includes(value)) failures.push(`${tag}: VS Code completion of ${attribute} lacks "${value}" (has ${values.join(', ') || 'none'})`);
    const types = [element.attributes.find((a) => a.name === attribute)?.value.type].flat();
    if (!types.includes(JSON.stringify(value))) failures.push(`${tag}: web-types value of ${attribute} lacks "${value}"`);
  }
  if (!element.events.some((e) => e.name === 'csw-load')) failures.push(`${tag}: web-types lacks the csw-load event`);
}
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`ok editor data: ${TAGS.length} tags with attributes, values and help`);
