import { forwardRef, useEffect, useRef, type HTMLAttributes } from 'react';
import styled from 'styled-components';

/**
 * The heading of a wizard step (an `h2` under the wizard's `h1`), focusable by script so the wizard can
 * move the focus to it when the step changes: a screen reader then reads where the player is.
 */
export const StepHeading = forwardRef<HTMLHeadingElement, HTMLAttributes<HTMLHeadingElement>>(function StepHeading(props, ref) {
  return <Heading ref={ref} tabIndex={-1} {...props} />;
});

/**
 * A ref for the step heading that takes the focus each time `step` changes (not when the wizard first
 * shows: the page's own focus is the host's). `step` is any value naming what the player sees.
 */
export function useStepFocus(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
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
