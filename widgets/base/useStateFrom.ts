/**
 * State that starts from a value the widget was given (a loaded record, a filter) and starts over
 * when that value changes, never in between: what the player typed stays until the source is new.
 * A plain `useEffect(() => set(source), [source])` also runs after the first render, and in the
 * lite build that effect waits for a frame: a keystroke before it was undone.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

export function useStateFrom<S, T>(source: S, derive: (source: S) => T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(() => derive(source));
  const seen = useRef(source);
  useEffect(() => {
    if (Object.is(seen.current, source)) return;
    seen.current = source;
    setState(derive(source));
  }, [source]);
  return [state, setState];
}
