/**
 * State that starts from a value the widget was given (a loaded record, a filter) and starts over
 * when that value changes, never in between: what the player typed stays until the source is new.
 * The state remembers the source it was set under, so a new source shows in the very render it
 * comes in. An effect that copies the source into the state (`useEffect(() => set(source),
 * [source])`) shows the old value for a frame, and also runs after the first render: in the lite
 * build that effect waited for a frame, and undid a keystroke made before it.
 */
import { useRef, useState, type SetStateAction } from 'react';

export function useStateFrom<S, T>(source: S, derive: (source: S) => T): [T, (next: SetStateAction<T>) => void] {
  const [state, setState] = useState(() => ({ from: source, value: derive(source) }));
  const current = useRef({ source, derive });
  current.current = { source, derive };
  const shown = (s: { from: S; value: T }): T => (Object.is(s.from, current.current.source) ? s.value : current.current.derive(current.current.source));
  const set = useRef((next: SetStateAction<T>) =>
    setState((s) => ({ from: current.current.source, value: typeof next === 'function' ? (next as (previous: T) => T)(shown(s)) : next })),
  ).current;
  return [shown(state), set];
}
