/**
 * The live stream as state elements and core may read without loading its client
 * (core/live/client.ts loads after the first screen): whether this page hears the platform's
 * events right now, through its own connection or its leader's. While it does not, what
 * refreshed on focus before keeps doing so (the launch page's balance, a deposit's status).
 */
import { atom } from 'nanostores';
import type { McLiveDetail } from '../events.ts';

/** True while the stream is open (here or in the tab that holds it). */
export const $liveUp = atom(false);

/**
 * The last event the stores took, with its stream id (the kit's frames pass the ones a partner may
 * know to their page, which hears each once however many frames it has: kit/frame.ts).
 */
export const $liveEvent = atom<{ id: string; detail: McLiveDetail } | null>(null);

/**
 * Goes up each time the platform says a reality check is due (the stream's `realityCheck`):
 * <mc-reality-check> asks for the play session at once rather than at its own next tick.
 */
export const $realityCheckDue = atom(0);
export const realityCheckDue = (): void => $realityCheckDue.set($realityCheckDue.get() + 1);
