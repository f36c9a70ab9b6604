import { theme } from '@casino/shared/ui';
import { LOBBY_FILTER_TAB_INDEX } from '../lib/providers';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { useCasinoSettings } from '../api/get-casino-settings';
import { useProviders } from '../api/get-providers';
import { lobbyFilterProviders } from '../lib/provider-filter';
import { ProviderFilterDialog } from './provider-filter-dialog';
import { Button, focusRing, useSearchAsYouType } from '@casino/shared/ui';

export interface CasinoToolbarProps {
  /** A phone shows the bottom navigation, whose first tab opens the filter. */
  mobile: boolean;
}

/**
 * Set while the box hands a search over to `/all-games`: that page's box (a new mount, the lobby's went
 * with its page) takes the focus and the caret, so the player types on. Module state: the remote's router
 * carries no navigation state over the bus.
 */
const typingHandoff = { pending: false };

/**
 * The lobby and all-games tools: a search box by game name, and the provider filter (a button, and
 * on a phone the bottom navigation's tab 0, spec 000 §9). Both land on `/all-games` with `?q=` and
 * `?providers=a,b`, keeping the other.
 *
 * The box searches as the player types (issue 18, `useSearchAsYouType`), Enter at once. The first search
 * from elsewhere adds one history entry, the searches after it on `/all-games` replace it, so Back leaves the
 * search; the all-games page's box takes the focus from the lobby's. Back or Forward to another `?q=` shows
 * it in the box. Clear search empties the box and the search.
 */
export function CasinoToolbar({ mobile }: CasinoToolbarProps) {
  const { t } = useTranslation('casino');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const urlQuery = params.get('q') ?? '';
  const onAllGames = location.pathname.endsWith('/all-games');
  const opener = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const settings = useCasinoSettings();
  const providers = useProviders();
  const available = lobbyFilterProviders(providers.data ?? [], settings.data?.availableProviders ?? []);
  const selected = (params.get('providers') ?? '').split(',').filter(Boolean);

  const go = (next: { q?: string; providers?: string[] }, options: { replace?: boolean } = {}) => {
    const query = new URLSearchParams();
    const q = next.q ?? params.get('q') ?? '';
    const chosen = next.providers ?? selected;
    if (chosen.length) query.set('providers', chosen.join(','));
    if (q.trim()) query.set('q', q.trim());
    const queryString = query.toString().replace(/%2C/g, ',');
    navigate(`/all-games${queryString ? `?${queryString}` : ''}`, options);
  };

  // A search the lobby's box started lands here: this box takes the focus, caret at the end.
  useEffect(() => {
    const input = searchRef.current;
    if (!typingHandoff.pending || !input) return;
    typingHandoff.pending = false;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, []);

  // One history entry per search: the first from elsewhere pushes, the next ones on /all-games replace it.
  const search = useSearchAsYouType(urlQuery, (value) => {
    typingHandoff.pending = !onAllGames && document.activeElement === searchRef.current;
    go({ q: value }, { replace: onAllGames && urlQuery !== '' });
  });
  const clear = () => {
    search.clear();
    searchRef.current?.focus();
  };

  const openFilter = (button: HTMLButtonElement) => {
    opener.current = button;
    setOpen(true);
  };
  const closeFilter = () => {
    setOpen(false);
    opener.current?.focus();
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.submit();
  };

  return (
    <>
      <Bar>
        <form role="search" onSubmit={onSearch}>
          <label htmlFor={searchId}>{t('search.label')}</label>
          <input ref={searchRef} id={searchId} type="search" name="q" value={search.text} onChange={search.onChange} autoComplete="off" />
          {search.text ? (
            <Button type="button" onClick={clear}>
              {t('search.clear')}
            </Button>
          ) : null}
          <Button type="submit">{t('search.submit')}</Button>
        </form>
        {!mobile ? (
          <Button type="button" aria-haspopup="dialog" onClick={(event) => openFilter(event.currentTarget)}>
            {selected.length ? t('filter.filtered', { count: selected.length }) : t('filter.open')}
          </Button>
        ) : null}
      </Bar>
      {mobile ? (
        <BottomNav aria-label={t('filter.bottomNav')}>
          {[
            { label: t('filter.open'), onClick: (button: HTMLButtonElement) => openFilter(button), dialog: true },
            { label: t('filter.search'), onClick: () => searchRef.current?.focus(), dialog: false },
          ].map((tab, index) => (
            <TabButton
              key={tab.label}
              type="button"
              data-tab-index={index}
              aria-haspopup={index === LOBBY_FILTER_TAB_INDEX ? 'dialog' : undefined}
              onClick={(event) => tab.onClick(event.currentTarget)}
            >
              {tab.label}
            </TabButton>
          ))}
        </BottomNav>
      ) : null}
      {open ? (
        <ProviderFilterDialog
          providers={available}
          selected={selected}
          onClose={closeFilter}
          onApply={(chosen) => {
            setOpen(false);
            go({ providers: chosen });
          }}
        />
      ) : null}
    </>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(4)};

  form {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: ${theme.space(2)};
  }
  label {
    flex-basis: 100%;
    font-size: ${theme.font.small};
  }
  input {
    min-height: 44px;
    min-width: 220px;
    padding: 0 ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.medium};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }
  input:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const BottomNav = styled.nav`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 800;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
`;

const TabButton = styled.button`
  min-height: 56px;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: 600 ${theme.font.small} ${theme.font.family};
  cursor: pointer;
  ${focusRing}
`;
