#!/usr/bin/env node
// `npm test`: type checks, unit and API tests (Vitest, embedded PostgreSQL), then the browser
// journeys (Playwright in Debian's Chromium), after installing what they need (test-deps.mjs).
// Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureTestDeps } from './test-deps.mjs';

if (!ensureTestDeps()) process.exit(1);

const steps = [
  ['lint, format and import boundaries', 'npm', ['run', 'lint']],
  ['type check', 'npm', ['run', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.test-results/vitest.json']],
  ['web build', 'npm', ['run', 'build']],
  [
    'browser journeys',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve('.test-results/playwright.json') },
  ],
];

let failedStep;
for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const { passed, failed } = await counts();
if (failedStep) console.error(`\n✗ ${failedStep} failed.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);

async function counts() {
  const { readFile } = await import('node:fs/promises');
  let passed = 0;
  let failed = 0;
  try {
    const v = JSON.parse(await readFile('.test-results/vitest.json', 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
  } catch {}
  try {
    const p = JSON.parse(await readFile('.test-results/playwright.json', 'utf8'));
    passed += p.stats.expected;
    failed += p.stats.unexpected + p.stats.flaky;
  } catch {}
  return { passed, failed };
}
