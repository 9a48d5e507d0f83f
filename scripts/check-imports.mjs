#!/usr/bin/env node
// The web's one-way imports (DESIGN.md, STYLE.md): a feature imports lib/, components/ and
// packages/shared, never another feature nor app/. app/ composes features; this keeps it that way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '../apps/web/src');
const featuresDir = path.join(web, 'features');
const specifier = /(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

const offences = [];
for (const feature of readdirSync(featuresDir)) {
  const root = path.join(featuresDir, feature);
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const full = path.join(root, file);
    for (const [, spec] of readFileSync(full, 'utf8').matchAll(specifier)) {
      if (!spec.startsWith('.')) continue;
      const target = path.relative(web, path.resolve(path.dirname(full), spec)).split(path.sep);
      const intoApp = target[0] === 'app';
      const intoOther = target[0] === 'features' && target[1] !== feature;
      if (intoApp || intoOther) offences.push(`${path.relative(process.cwd(), full)} imports ${spec}`);
    }
  }
}

if (offences.length > 0) {
  console.error(`Web features import another feature or app/ (move what they share to lib/, components/ or packages/shared):
  ${offences.join('\n  ')}`);
  process.exit(1);
}
