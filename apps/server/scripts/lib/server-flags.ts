/**
 * The Node flags the server runs with, wherever it is started to be measured or tried as it ships
 * (bench:web, bench:api, bench:media, bench:reminders, bench:vitals, bench:payments, the journeys'
 * server). `npm run serve` writes them out too,
 * and main.test.ts holds the two together. A 1 MB young generation is collected often enough that
 * the socket buffers a streamed upload leaves behind are freed within a few MB, at no measurable
 * CPU cost per request (decision 064).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=1'];

/** For a benchmark that runs the server in the benchmark's process: measured with other flags, it would not be the server that ships. */
export function requireServerFlags(script: string) {
  const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length) throw new Error(`Run ${script} with the server's flags (${missing.join(' ')}), as npm run ${script} does.`);
}
