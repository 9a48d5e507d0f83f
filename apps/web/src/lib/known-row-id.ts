import * as en from '@prosper/shared/i18n/en/index';
import { rowId } from '@prosper/shared/schemas/ids';
import { ApiError } from './api-client.ts';

/**
 * A row's id taken from the address, checked before asking: one that cannot name a row (a typed or
 * cut link) is not found at once, without a request the server would refuse with a 400.
 */
export function knownRowId(id: string): string {
  if (!rowId.safeParse(id).success) throw new ApiError(404, 'not_found', en.errors.notFound);
  return id;
}
