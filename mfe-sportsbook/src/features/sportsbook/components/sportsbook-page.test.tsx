import { initialPlatformState } from '@casino/shared/bus';
import { createTestPlatform } from '@casino/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderApp } from '../../../testing/render-app';
import { SportsbookPage } from './sportsbook-page';

const page = (
  <Routes>
    <Route path="*" element={<SportsbookPage />} />
  </Routes>
);

const finland = { segment: 'fi-FI', language: 'fi', languageCode: 'fi', market: 'FI', locale: 'fi-FI', currency: 'EUR' };

function renderAt(path: string, state = {}) {
  const basePath = path.split('/').slice(0, 3).join('/');
  return renderApp(page, { basePath, path, state, platformUrl: 'http://localhost:4000' });
}

const frameSrc = () => new URL(screen.getByTitle('Sportsbook').getAttribute('src')!);

describe('SportsbookPage (spec 000 §2 Sportsbook)', () => {
  it('shows the sandbox frame for the sub path, in the player language and market', () => {
    renderAt('/en-UN/sportsbook/football/england/premier-league/123');
    const src = frameSrc();
    expect(src.origin + src.pathname).toBe('http://localhost:4000/sportsbook-frame');
    expect(Object.fromEntries(src.searchParams)).toEqual({ lang: 'en', market: 'UN', path: '/football/england/premier-league/123' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sportsbook' })).toBeInTheDocument();
  });

  it('gives the frame canonical slugs for a translated URL', () => {
    renderAt('/fi-FI/sportsbook/jalkapallo/suomi', { locale: finland });
    expect(frameSrc().searchParams.get('path')).toBe('/football/suomi');
    expect(frameSrc().searchParams.get('lang')).toBe('fi');
    expect(frameSrc().searchParams.get('market')).toBe('FI');
  });

  it('shows the frame home at the sportsbook root', () => {
    renderAt('/en-UN/sportsbook');
    expect(frameSrc().searchParams.get('path')).toBe('/');
  });

  it('moves an English slug to the player language', async () => {
    const platform = createTestPlatform({ basePath: '/fi-FI/sportsbook', state: { locale: finland } });
    const navigations: unknown[] = [];
    platform.bus.events$.subscribe((event) => navigations.push(event));
    renderApp(page, { platform, path: '/fi-FI/sportsbook/football' });
    await waitFor(() => expect(navigations).toContainEqual(expect.objectContaining({ type: 'NAVIGATE', to: '/fi-FI/sportsbook/jalkapallo', replace: true })));
  });

  it.each`
    path                                  | pageId
    ${'/en-UN/sportsbook/live/football'} | ${'live-betting'}
    ${'/en-UN/sportsbook/bet-history'}   | ${'bet-history'}
    ${'/en-UN/sportsbook/tennis'}        | ${'sport-base'}
  `('marks $path with page id $pageId', ({ path, pageId }) => {
    const { container } = renderAt(path);
    expect(container.querySelector(`[data-page-id="${pageId}"]`)).not.toBeNull();
  });

  it('shows a notice instead of the frame without sportsbook access', () => {
    renderAt('/en-UN/sportsbook', { access: { ...initialPlatformState().access, sportsbook: false } });
    expect(screen.getByRole('heading', { name: 'Sportsbook is not available' })).toBeInTheDocument();
    expect(screen.queryByTitle('Sportsbook')).not.toBeInTheDocument();
  });
});
