import { en } from '@prosper/shared/i18n/en';
import { AppError } from './app-error.ts';

type Issue = { path: readonly PropertyKey[]; message: string; keys?: readonly string[] };

/**
 * A 400 naming every field that has a problem (the first problem of each, as forms show it), told
 * by the first problem. A key nobody expects is named as its own field; `whole` names a problem
 * with the input as a whole (the body, the query).
 */
export function invalidInput(issues: readonly Issue[], whole = 'body'): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const paths = issue.keys?.length ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) fields[path.map(String).join('.') || whole] ??= issue.message;
  }
  return new AppError(400, 'invalid_input', issues[0]?.message ?? en.validation.invalidInput, fields);
}
