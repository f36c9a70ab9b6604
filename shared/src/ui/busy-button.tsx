import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Button, CompactButton, SecondaryButton } from './primitives';

const VARIANTS = { primary: Button, secondary: SecondaryButton, compact: CompactButton } as const;

export interface BusyButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** True while the action runs: the button is disabled, `aria-busy`, and shows `busyLabel`. */
  busy: boolean;
  /** What the button says while busy ("Trying again…", "Loading more…"). */
  busyLabel: ReactNode;
  /** `primary` (default) the platform's `Button`; `secondary` its `SecondaryButton`; `compact` the small outlined button of a notice line. */
  variant?: 'primary' | 'secondary' | 'compact';
  /** Fill the width (the `Button`'s `$block`). */
  block?: boolean;
  children: ReactNode;
}

/**
 * A button for an action that takes a while (retry, load more, pay): while `busy` it cannot be
 * pressed again and says what is happening, so a double click makes one request.
 */
export function BusyButton({ busy, busyLabel, variant = 'primary', block = false, children, type = 'button', ...rest }: BusyButtonProps) {
  const Styled = VARIANTS[variant];
  return (
    <Styled type={type} disabled={busy} aria-busy={busy || undefined} $block={block} {...rest}>
      {busy ? busyLabel : children}
    </Styled>
  );
}
