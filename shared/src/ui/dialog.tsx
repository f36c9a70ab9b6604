import { useEffect, useId, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from './primitives';
import { theme } from './theme';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** The dialog's heading (an `h2`); it is the dialog's accessible name. */
  title: ReactNode;
  /**
   * Called on Escape, on the close button and on a click on the backdrop. Omit it for a must-answer
   * dialog: then Escape and the backdrop do nothing and there is no close button, so the caller's own
   * buttons are the only way out.
   */
  onClose?: () => void;
  /** The accessible name of the close button (translated by the caller); default "Close". */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * The site's one modal dialog (issue 13): every modal of the host and the remotes is this component.
 *
 * Rendered in place (so a remote's parcel keeps it inside its own DOM element) over a fixed, full-window
 * backdrop, as `role="dialog"` with `aria-modal="true"`, labelled by its `h2` title. While it is open:
 * - focus moves in (to the first focusable control of the content, else the close button, else the
 *   dialog itself) and Tab / Shift+Tab
 *   wrap inside it; focus that lands outside is brought back;
 * - Escape, the close button (×, named by `closeLabel`) and a click on the backdrop call `onClose`,
 *   unless `onClose` is omitted (a must-answer dialog);
 * - the page behind does not scroll (`overflow: hidden` on `body`, restored on close).
 * On close (unmount) focus returns to the element that had it when the dialog opened.
 *
 * Open it by rendering it, close it by not rendering it. Hand-written, with no dependency, rather
 * than react-aria-components (a second interaction library in every remote that ships a modal) or
 * `<dialog>` + `showModal()` (which jsdom lacks): the cashier's production build grows by 0.9 kB gzip
 * with it in place of its own modal.
 */
export function Dialog({ title, onClose, closeLabel = 'Close', children }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.querySelector<HTMLElement>(`[data-dialog-content] :is(${FOCUSABLE})`) ?? panel.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !onCloseRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onTab = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusables = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onTab}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          {onClose ? (
            <CloseButton type="button" onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          ) : null}
        </Header>
        <div data-dialog-content="">{children}</div>
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: rgba(5, 8, 15, 0.72);
  font-family: ${theme.font.family};

  ${theme.media.md} {
    align-items: center;
    padding: ${theme.space(6)};
  }
`;

const Panel = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-height: 100dvh;
  overflow-y: auto;
  padding: ${theme.space(5)} ${theme.space(4)} ${theme.space(6)};
  border-radius: ${theme.radius.large} ${theme.radius.large} 0 0;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.5);

  &:focus {
    outline: none;
  }

  ${theme.media.md} {
    max-width: 480px;
    max-height: calc(100dvh - ${theme.space(12)});
    padding: ${theme.space(6)} ${theme.space(8)} ${theme.space(8)};
    border-radius: ${theme.radius.large};
  }

  p {
    line-height: 1.5;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};

  h2 {
    margin: 0;
    font-size: ${theme.font.title};
  }
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  ${focusRing}
`;
