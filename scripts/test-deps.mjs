#!/usr/bin/env node
// The one list of Debian packages the test suite needs, and the installer that `npm test` and
// `.ci/run` both call. A package is installed only when what it provides is missing: with apt-get
// as root, through `sudo -n` where that is allowed, or else we stop with the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PG_ROOT = '/usr/lib/postgresql';

/** What the suite needs, why, and how to tell it is there. Later needs (nginx, redis…) join here. */
export const needs = [
  {
    pkg: 'chromium',
    why: 'the browser journeys drive it (or set CHROMIUM_PATH to a Chromium binary)',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  {
    pkg: 'postgresql',
    why: 'the two-instance tests start a throwaway server (or set TEST_DATABASE_URL to one)',
    present: () =>
      Boolean(process.env.TEST_DATABASE_URL) ||
      (existsSync(PG_ROOT) && readdirSync(PG_ROOT).some((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'initdb')))),
  },
  {
    pkg: 'ffmpeg',
    why: 'media tests transcode videos with it (and make the small ones they upload)',
    present: () => existsSync('/usr/bin/ffmpeg') && existsSync('/usr/bin/ffprobe'),
  },
  {
    pkg: 'libheif-examples',
    why: "phones' HEIC photos are decoded with its heif-convert (sharp cannot), and the tests make one with heif-enc",
    present: () => existsSync('/usr/bin/heif-convert') && existsSync('/usr/bin/heif-enc'),
  },
  {
    pkg: 'fonts-noto-core',
    why: 'Chromium without recommended packages has no font to lay out and draw text with',
    present: () => existsSync('/usr/share/fonts/truetype/noto'),
  },
];

const succeeds = (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

/** Installs what is missing; returns true when everything is there afterwards. */
export function ensureTestDeps() {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return true;

  const pkgs = missing.map((need) => need.pkg);
  console.log('The test suite needs Debian packages that are not installed:');
  for (const need of missing) console.log(`  ${need.pkg}: ${need.why}`);

  const isRoot = process.getuid?.() === 0;
  const viaSudo = !isRoot && succeeds('sudo', ['-n', 'true']);
  if (!succeeds('apt-get', ['--version']) || (!isRoot && !viaSudo)) {
    console.error(`\nInstall them with:  sudo apt-get install -y --no-install-recommends ${pkgs.join(' ')}
then run npm test again.`);
    return false;
  }

  const run = (args) => {
    const [command, rest] = viaSudo ? ['sudo', ['-n', 'apt-get', ...args]] : ['apt-get', args];
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    return spawnSync(command, rest, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
  };
  console.log(`Installing ${pkgs.join(', ')} with apt-get${viaSudo ? ' (through sudo)' : ''}…`);
  if (!run(['update', '-qq']) || !run(['install', '-y', '-qq', '--no-install-recommends', ...pkgs])) {
    console.error(`apt-get could not install ${pkgs.join(' ')}.`);
    return false;
  }
  const still = needs.filter((need) => !need.present()).map((need) => need.pkg);
  if (still.length > 0) {
    console.error(`Installed, but still missing: ${still.join(', ')}.`);
    return false;
  }
  console.log('Installed.');
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(ensureTestDeps() ? 0 : 1);
}
