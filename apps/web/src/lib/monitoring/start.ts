import { listenForErrors } from './errors.ts';
import { isSampled, watchMemory, watchVitals } from './vitals.ts';

let started = false;

/** Everything field monitoring does, loaded once the page is interactive (decision 041). */
export function startMonitoring(): void {
  if (started) return;
  started = true;
  listenForErrors();
  watchMemory();
  if (isSampled()) watchVitals();
}
