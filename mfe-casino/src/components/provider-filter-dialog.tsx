import { theme } from '@casino/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FilterProvider } from '../lib/provider-filter';
import { Button, ContentImage, Dialog, SecondaryButton } from '@casino/shared/ui';

export interface ProviderFilterDialogProps {
  providers: readonly FilterProvider[];
  /** Provider ids chosen so far. */
  selected: readonly string[];
  onApply: (providers: string[]) => void;
  onClose: () => void;
}

/**
 * The provider filter panel: the shared {@link Dialog} (focus in and trapped, Escape and its close
 * button close it, focus goes back to the opener) with provider checkboxes and their logos.
 */
export function ProviderFilterDialog({ providers, selected, onApply, onClose }: ProviderFilterDialogProps) {
  const { t } = useTranslation('casino');
  const [chosen, setChosen] = useState<string[]>([...selected]);

  const toggle = (id: string) => setChosen((current) => (current.includes(id) ? current.filter((each) => each !== id) : [...current, id]));

  return (
    <Dialog title={t('filter.title')} onClose={onClose} closeLabel={t('filter.close')}>
      <Options>
        {providers.map((provider) => (
          <li key={provider._id}>
            <label>
              <input type="checkbox" checked={chosen.includes(provider.id)} onChange={() => toggle(provider.id)} />
              <ContentImage address={provider.providerImgUrl} width={32} height={32} />
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
      </Actions>
    </Dialog>
  );
}

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
