/**
 * The failure a player's action meets when the code it needs cannot come: offline (nothing is
 * imported then, see `mayImport`) or its download failed. A network failure, which the element
 * shows as it shows a call's (the spec's message, a retry), so a missing file is never a dead end.
 */
import { RequestError } from '../api/errors.ts';

export function codeFailure(what: string, error?: unknown): RequestError {
  const why = error === undefined ? 'offline, not fetched' : `its code did not load (${error instanceof Error ? error.message : String(error)})`;
  return new RequestError('network', `${what}: ${why}`);
}
