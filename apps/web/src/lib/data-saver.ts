/**
 * Whether the member asked their browser or phone to save data (the Save-Data preference, read
 * through the Network Information API where it exists). No setting of ours says so (decision 035):
 * videos then load the small rendition, and nothing before a tap.
 */
export function prefersDataSaver(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
