import { en } from '@prosper/shared/i18n/en';
import { AppError } from './app-error.ts';

/**
 * A 400 naming every field that has a problem (the first problem of each, as forms show it), told
 * by the first problem; `whole` names a problem with the input as a whole (the body, the query).
 */
export function invalidInput(issues: readonly { path: readonly PropertyKey[]; message: string }[], whole = 'body'): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || whole] ??= issue.message;
  return new AppError(400, 'invalid_input', issues[0]?.message ?? en.validation.invalidInput, fields);
}
