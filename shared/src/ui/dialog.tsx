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
 * The web platform's `<dialog>` opened with `showModal()`: it sits in the top layer over a `::backdrop`,
 * and the rest of the page is inert (no pointer, no focus, hidden from assistive technology) while it is
 * open. It stays where it is rendered in the DOM, so a remote's parcel keeps it inside its own element.
 * Labelled by its `h2` title. While it is open:
 * - focus moves in (to the first focusable control of the content, else the close button, else the
 *   dialog itself), and Tab / Shift+Tab wrap inside it (the browser would otherwise leave the page);
 * - Escape, the close button (×, named by `closeLabel`) and a click on the backdrop call `onClose`,
 *   unless `onClose` is omitted (a must-answer dialog, which the browser is not allowed to close either);
 * - the page behind does not scroll (`overflow: hidden` on `body`, restored on close).
 * On close (unmount) focus returns to the element that had it when the dialog opened.
 *
 * Open it by rendering it, close it by not rendering it. Native rather than react-aria-components: the
 * browser does the modality, and no interaction library ships in every remote that has a modal.
 */
export function Dialog({ title, onClose, closeLabel = 'Close', children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const first = dialog.querySelector<HTMLElement>(`[data-dialog-content] :is(${FOCUSABLE})`) ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // The browser's own dismissal (Escape, Android's back gesture) is a cancel: React decides instead.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    // A browser may still close a dialog whose cancel was refused (against abuse): then it is the
    // caller's close, or, for a must-answer dialog, the dialog opens again.
    const onNativeClose = () => {
      if (!dialog.isConnected) return;
      if (onCloseRef.current) onCloseRef.current();
      else dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so the browser never closes the dialog behind React's back.
      event.preventDefault();
      event.stopPropagation();
      onCloseRef.current?.();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Modal
      ref={dialogRef}
      // showModal() makes it modal; the attribute says so to assistive technology that predates it.
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        // Only a press on the backdrop targets the dialog element itself: its content fills it.
        if (event.target === event.currentTarget) onCloseRef.current?.();
      }}
    >
      <Panel>
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
    </Modal>
  );
}

/** The dialog box: a sheet on the phone's bottom edge, a centred card from the tablet up. */
const Modal = styled.dialog`
  box-sizing: border-box;
  width: 100%;
  max-width: 100%;
  max-height: 100dvh;
  margin: auto auto 0;
  padding: 0;
  overflow-y: auto;
  border-radius: ${theme.radius.large} ${theme.radius.large} 0 0;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-family: ${theme.font.family};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.5);

  &::backdrop {
    background: rgba(5, 8, 15, 0.72);
  }

  &:focus {
    outline: none;
  }

  ${theme.media.md} {
    max-width: 480px;
    max-height: calc(100dvh - ${theme.space(12)});
    margin: auto;
    border-radius: ${theme.radius.large};
  }
`;

const Panel = styled.div`
  padding: ${theme.space(5)} ${theme.space(4)} ${theme.space(6)};

  ${theme.media.md} {
    padding: ${theme.space(6)} ${theme.space(8)} ${theme.space(8)};
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
