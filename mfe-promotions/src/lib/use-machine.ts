import { useCallback, useRef, useState } from 'react';

/**
 * A reducer whose state is read and written synchronously: `send(event)` applies it at once and says
 * whether the state changed (a reducer returns the same object for an event it ignores). The caller starts
 * a call only when `send` says so, so two clicks in one frame still start one call (React state alone is
 * not updated until the next render). `read()` is the state now.
 */
export function useMachine<S, E>(reducer: (state: S, event: E) => S, initial: S) {
  const ref = useRef(initial);
  const [state, setState] = useState(initial);
  const send = useCallback(
    (event: E): boolean => {
      const next = reducer(ref.current, event);
      if (next === ref.current) return false;
      ref.current = next;
      setState(next);
      return true;
    },
    [reducer],
  );
  const read = useCallback(() => ref.current, []);
  return { state, send, read };
}
