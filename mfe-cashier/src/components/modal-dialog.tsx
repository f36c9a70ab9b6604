import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { focusRing } from '@casino/shared/ui';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export interface ModalDialogProps {
  /** The id of the heading that names the dialog. */
  titleId: string;
  title: ReactNode;
  /** Called on Escape, on the Close button and on a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog: `role="dialog"` with `aria-modal`, named by its heading. Focus moves into it when it
 * opens, Tab and Shift+Tab stay inside it, focus that lands outside is brought back, and Escape,
 * the Close button or a click on the backdrop close it. The page behind does not scroll.
 */
export function ModalDialog({ titleId, title, onClose, children }: ModalDialogProps) {
  const { t } = useTranslation('cashier');
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
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
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
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
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onTab}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" onClick={onClose} aria-label={t('dialog.close')}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {children}
      </Dialog>
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
  font-family: ${({ theme }) => theme.font.family};

  ${({ theme }) => theme.media.md} {
    align-items: center;
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Dialog = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-height: 100dvh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.large} ${({ theme }) => theme.radius.large} 0 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.5);

  &:focus {
    outline: none;
  }

  ${({ theme }) => theme.media.md} {
    max-width: 480px;
    max-height: calc(100dvh - ${({ theme }) => theme.space(12)});
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(8)};
    border-radius: ${({ theme }) => theme.radius.large};
  }

  p {
    line-height: 1.5;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.title};
  }
`;

const CloseButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:focus-visible {
    ${focusRing}
  }
`;
