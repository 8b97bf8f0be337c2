/**
 * Which help item is open: the `open-index` attribute's (core/rules/helpIndex.ts), decided again
 * whenever the attribute or the list's length changes, in the render that brings the change. An
 * effect doing it ran a task after the list showed (lite build) and undid a tap made in between.
 * `<mc-help-centre>` (null: every item closed) and `<mc-help-detail>`.
 */
import { helpOpenIndex } from '../../core/rules/helpIndex.ts';
import { useStateFrom } from '../base/useStateFrom.ts';

export function useOpenIndex(openIndex: string | undefined, count: number): [number | null, (next: number | null) => void] {
  return useStateFrom<string, number | null>(JSON.stringify([openIndex ?? null, count]), () => helpOpenIndex(openIndex, count));
}
