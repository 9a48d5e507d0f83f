import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * A form's problems as messages by field name: what the server's `fields` carries, and what a
 * failed parse of the shared schema gives. Every form shows its field errors from one of these.
 */
export type FieldMessages = Record<string, string>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The field of an issue: the schema's top-level field, unless the form names its fields otherwise. */
const topField = (path: readonly PropertyKey[]) => String(path[0]);

/** A failed parse (a ZodError) as field messages; the first issue of a field is the one shown, as on the server. */
export function fieldMessages(
  error: { issues: readonly Issue[] },
  fieldOf: (path: readonly PropertyKey[]) => string = topField,
): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) messages[fieldOf(issue.path)] ??= issue.message;
  return messages;
}

/** The field messages of our API's refusal (`{ error: { fields } }`); none for any other failure. */
export function serverFieldMessages(error: unknown): FieldMessages {
  return error instanceof ApiError ? error.fields : {};
}

/**
 * Shows field messages on a react-hook-form form, on the named fields only when `fields` is given
 * (a message about something the form does not show has nowhere to go). Returns the fields that
 * got one, in the order of the messages, so the form can move the focus to the first.
 */
export function setFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: FieldMessages,
  fields?: readonly FieldPath<T>[],
): FieldPath<T>[] {
  const shown = Object.keys(messages).filter((name): name is FieldPath<T> => !fields || (fields as readonly string[]).includes(name));
  for (const name of shown) setError(name, { message: messages[name] });
  return shown;
}

/** The first of the form's fields, in the form's order, that has a message: where the member goes to mend it. */
export function firstInvalidField<T extends string>(order: readonly T[], messages: FieldMessages): T | undefined {
  return order.find((name) => messages[name] !== undefined);
}

/**
 * What every form does on a refused submit (decision 025): each message beside its field, which is
 * marked invalid and described by it (Field), and the focus on the first of them in the form's
 * order. Returns that field, or nothing when no message is about a field the form shows.
 */
export function showFieldErrors<T extends FieldValues>(
  form: { setError: UseFormSetError<T>; setFocus: UseFormSetFocus<T> },
  messages: FieldMessages,
  order: readonly FieldPath<T>[],
): FieldPath<T> | undefined {
  setFieldErrors(form.setError, messages, order);
  const first = firstInvalidField(order, messages);
  if (first) form.setFocus(first);
  return first;
}

/** The message of a list field (tags): its own (too many), or that of its first wrong item (one too long). */
export function listMessage(error: { message?: string } | undefined): string | undefined {
  if (error?.message) return error.message;
  return Array.isArray(error) ? error.find((item?: { message?: string }) => item?.message)?.message : undefined;
}
