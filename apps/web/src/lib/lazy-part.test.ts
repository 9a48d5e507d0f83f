import { expect, it } from 'vitest';
import { fetchAgain } from './lazy-part.ts';

/** A load that fails its first `failures` tries, counting them. */
function flaky(failures: number) {
  const state = { tries: 0 };
  const load = async () => {
    state.tries++;
    if (state.tries <= failures) throw new TypeError(`Failed to fetch dynamically imported module (try ${state.tries})`);
    return { default: 'the part' };
  };
  return { state, load };
}

it('loads a part whose code failed to arrive at first, after the waits between tries', async () => {
  const { state, load } = flaky(2);
  const waited: number[] = [];
  const part = await fetchAgain(load, [500, 2000, 5000], async (ms) => void waited.push(ms));
  expect(part).toEqual({ default: 'the part' });
  expect(state.tries).toBe(3);
  expect(waited).toEqual([500, 2000]);
});

it('does not wait when the code arrives at once', async () => {
  const { state, load } = flaky(0);
  const waited: number[] = [];
  await fetchAgain(load, [500], async (ms) => void waited.push(ms));
  expect(state.tries).toBe(1);
  expect(waited).toEqual([]);
});

it('gives up with the last failure once every wait is spent', async () => {
  const { state, load } = flaky(10);
  await expect(fetchAgain(load, [1, 1], async () => {})).rejects.toThrow('(try 3)');
  expect(state.tries).toBe(3);
});
