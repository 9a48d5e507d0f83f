import { describe, expect, it } from 'vitest';
import { ApiError, retryUnlessRefused } from './api-client.ts';
import { knownRowId } from './known-row-id.ts';

describe('an id from the address', () => {
  it('passes a row id through, and is not found at once for one that cannot name a row', () => {
    expect(knownRowId('0b7c6f3e-3f5a-4b8e-9c1d-2e4f6a8b0c1d')).toBe('0b7c6f3e-3f5a-4b8e-9c1d-2e4f6a8b0c1d');
    for (const id of ['42', '', 'new', '0b7c6f3e-3f5a-4b8e-9c1d-2e4f6a8b0c1d/edit']) {
      expect(() => knownRowId(id)).toThrow(expect.objectContaining({ status: 404, message: 'Not found.' }));
    }
  });
});

describe('query retries', () => {
  it('asks again three times after a failure a retry can mend, never after a refusal', () => {
    const unavailable = new ApiError(503, 'unavailable', 'down');
    expect([0, 1, 2, 3].map((failures) => retryUnlessRefused(failures, unavailable))).toEqual([true, true, true, false]);
    expect(retryUnlessRefused(0, new ApiError(0, 'network', 'offline'))).toBe(true);
    expect(retryUnlessRefused(0, new ApiError(404, 'not_found', 'Not found.'))).toBe(false);
    expect(retryUnlessRefused(0, new ApiError(403, 'forbidden', 'No.'))).toBe(false);
  });
});
