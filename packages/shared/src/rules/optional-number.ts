/** A number typed in a form: empty means none (SPEC §5), a comma may stand for the decimal point. */
export function optionalNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text.replace(',', '.'));
}
