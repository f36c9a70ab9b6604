import { useEffect } from 'react';
import styled from 'styled-components';
import { useHostServices } from '../../../lib/host-services';
import { useShellState } from '../../../lib/shell-store';

const TOAST_MS = 5000;

const Stack = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  left: ${({ theme }) => theme.space(4)};
  z-index: 60;
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const Toast = styled.div<{ $variant: 'info' | 'success' | 'error' }>`
  pointer-events: auto;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-left: 4px solid
    ${({ theme, $variant }) => ($variant === 'error' ? theme.colors.danger : $variant === 'success' ? theme.colors.positive : theme.colors.focus)};
`;

/** Toasts any remote can raise with SHOW_TOAST on the bus (spec 000 §2 Global overlays); each leaves after 5 s. */
export function Toasts() {
  const { shell } = useHostServices();
  const { toasts } = useShellState(shell);
  useEffect(() => {
    if (toasts.length === 0) return;
    const oldest = toasts[0]!;
    const timer = setTimeout(() => shell.update((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== oldest.id) })), TOAST_MS);
    return () => clearTimeout(timer);
  }, [shell, toasts]);
  return (
    <Stack role="status" aria-live="polite">
      {toasts.map((toast) => (
        <Toast key={toast.id} $variant={toast.variant}>
          {toast.message}
        </Toast>
      ))}
    </Stack>
  );
}
