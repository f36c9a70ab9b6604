import { theme } from '@casino/shared/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FilterProvider } from '../lib/provider-filter';
import { Button, focusRing } from '@casino/shared/ui';

export interface ProviderFilterDialogProps {
  providers: readonly FilterProvider[];
  /** Provider ids chosen so far. */
  selected: readonly string[];
  onApply: (providers: string[]) => void;
  onClose: () => void;
}

/**
 * The provider filter panel: a modal dialog of provider checkboxes with their logos. Focus moves
 * into it when it opens, Tab stays inside it, Escape closes it, and the caller puts focus back on
 * the control that opened it.
 */
export function ProviderFilterDialog({ providers, selected, onApply, onClose }: ProviderFilterDialogProps) {
  const { t } = useTranslation('casino');
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState<string[]>([...selected]);

  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button') ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((each) => each !== id) : [...current, id]));

  return (
    <Backdrop onClick={onClose}>
      <Panel ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} onClick={(event) => event.stopPropagation()}>
        <h2 id={titleId}>{t('filter.title')}</h2>
        <Options>
          {providers.map((provider) => (
            <li key={provider._id}>
              <label>
                <input type="checkbox" checked={chosen.includes(provider.id)} onChange={() => toggle(provider.id)} />
                {provider.providerImgUrl ? <img src={provider.providerImgUrl} alt="" width={32} height={32} /> : null}
                <span>{provider.title}</span>
              </label>
            </li>
          ))}
        </Options>
        <Actions>
          <Button type="button" onClick={() => onApply(chosen)}>
            {t('filter.apply')}
          </Button>
          <SecondaryButton type="button" onClick={() => setChosen([])}>
            {t('filter.clear')}
          </SecondaryButton>
          <SecondaryButton type="button" onClick={onClose}>
            {t('filter.close')}
          </SecondaryButton>
        </Actions>
      </Panel>
    </Backdrop>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 900;
  display: grid;
  place-items: end center;
  background: rgb(0 0 0 / 0.6);

  ${theme.media.md} {
    place-items: center;
  }
`;

const Panel = styled.div`
  box-sizing: border-box;
  width: min(100%, 480px);
  max-height: 85vh;
  overflow-y: auto;
  padding: ${theme.space(5)};
  border-radius: ${theme.radius.large} ${theme.radius.large} 0 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.text};

  ${theme.media.md} {
    border-radius: ${theme.radius.large};
  }
  h2 {
    margin-top: 0;
  }
`;

const Options = styled.ul`
  display: grid;
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  label {
    display: flex;
    align-items: center;
    gap: ${theme.space(3)};
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-top: ${theme.space(4)};
`;

const SecondaryButton = styled.button`
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.medium};
  background: transparent;
  color: ${theme.colors.text};
  font: 600 ${theme.font.body} ${theme.font.family};
  cursor: pointer;
  ${focusRing}
`;
