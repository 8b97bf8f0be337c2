/**
 * Platform failures a page must know, told as `mc-error` on document with their kind (see
 * McErrorKind in core/events.ts): unreachable, origin refused, maintenance, region restriction,
 * session expired. Each kind is told once until the platform answers again, so a page is not
 * flooded by every element's retries. The embed kit turns this on (kit/runtime.ts, which loads
 * this module with the first failure); the site shows these states itself.
 */
import { apiUrl } from '../config.ts';
import { emit, type McErrorKind } from '../events.ts';
import { isRequestError } from './errors.ts';
import { UNREACHABLE_MESSAGE } from './unreachable.ts';

type PlatformKind = Exclude<McErrorKind, 'load' | 'render'>;

const MESSAGES: Record<PlatformKind, string> = {
  unreachable: UNREACHABLE_MESSAGE,
  origin: "mc-kit: the platform refused this page's origin (CORS); ask for it to be allowed",
  maintenance: 'mc-kit: the platform is in maintenance',
  region: "mc-kit: the platform does not serve the visitor's region",
  'session-expired': "mc-kit: the player's session ended; sign in again",
};

const told = new Set<PlatformKind>();

function tell(kind: PlatformKind): void {
  if (told.has(kind)) return;
  told.add(kind);
  emit(document, 'mc-error', { kind, message: MESSAGES[kind] });
}

/**
 * Whether the platform's origin answers at all. A fetch the browser refused for CORS looks the
 * same as no answer; an opaque (no-cors) request that gets through tells them apart.
 */
export function platformAnswers(): Promise<boolean> {
  return fetch(apiUrl('/'), { mode: 'no-cors', credentials: 'omit', cache: 'no-store' }).then(
    () => true,
    () => false,
  );
}

/** The kind of a failed call a page must know about, or null (a refused form, a cancelled call…). */
export function failureKind(error: unknown): PlatformKind | null {
  if (!isRequestError(error)) return null;
  if (error.kind === 'network' || error.kind === 'timeout') return 'unreachable';
  if (error.kind === 'session-expired') return 'session-expired';
  if (error.kind === 'http' && error.details.status === 503) return 'maintenance';
  return null;
}

/** Every call's outcome (core/api/request.ts's observer): null when it succeeded. */
export async function reportCall(error: unknown, answers: () => Promise<boolean> = platformAnswers): Promise<void> {
  if (error === null) {
    told.delete('unreachable');
    told.delete('origin');
    told.delete('maintenance');
    return;
  }
  let kind = failureKind(error);
  if (kind === 'unreachable' && isRequestError(error) && error.kind === 'network' && (await answers())) kind = 'origin';
  if (kind) tell(kind);
}

/** The platform's own state from its initial configuration. */
export function reportPlatformState(state: { maintenance?: boolean; regionRestriction?: boolean }): void {
  if (state.maintenance) tell('maintenance');
  if (state.regionRestriction) tell('region');
}

/** For tests: forget what was told. */
export const resetFailures = (): void => told.clear();
