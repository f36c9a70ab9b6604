import { forwardRef, useEffect, useRef, useState, type HTMLAttributes, type RefCallback } from 'react';
import styled from 'styled-components';

/**
 * The heading of a wizard step (an `h2` under the wizard's `h1`), focusable by script so the wizard can
 * move the focus to it when the step changes: a screen reader then reads where the player is.
 */
export const StepHeading = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement>>(function StepHeading(props, ref) {
  return <Heading ref={ref} tabIndex={-1} {...props} />;
});

/** A ref for a step heading: a callback ref React calls with the heading, which also keeps it as `current`. */
export type StepHeadingRef = RefCallback<HTMLHeadingElement> & { current: HTMLHeadingElement | null };

/**
 * A ref for the step heading that takes the focus each time `step` changes (not when the wizard first
 * shows: the page's own focus is the host's). `step` is any value naming what the player sees. A step whose
 * code is still loading (a lazy step) gets the focus when its heading mounts.
 */
export function useStepFocus(step: string): StepHeadingRef {
  const pending = useRef(false);
  const [heading] = useState(() => {
    const ref = ((node: HTMLHeadingElement | null) => {
      ref.current = node;
      if (node && pending.current) {
        pending.current = false;
        node.focus();
      }
    }) as StepHeadingRef;
    ref.current = null;
    return ref;
  });
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    if (heading.current) heading.current.focus();
    else pending.current = true;
  }, [step, heading]);
  return heading;
}

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.125rem;
  line-height: 1.3;

  &:focus {
    outline: none;
  }
`;
