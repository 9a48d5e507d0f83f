import { describe, expect, it } from 'vitest';
import { useTestApp } from '../use-test-app.ts';
import { runFuzz, summaryLine } from './run-fuzz.ts';

const t = useTestApp();

/** A fixed seed and a bounded count keep CI repeatable and quick; `npm run fuzz` goes further. */
const SEED = 1313;
const RUNS = 10;

describe('hostile and malformed requests to every route of the OpenAPI document', () => {
  it('never get a 5xx, are refused in our error shape, and a refusal writes nothing', async () => {
    const report = await runFuzz(t, { runs: RUNS, seed: SEED });
    expect(report.routes).toBeGreaterThan(80);
    expect(report.requests).toBe(report.routes * RUNS);
    expect(report.failures, summaryLine(report)).toEqual([]);
  }, 180_000);
});
