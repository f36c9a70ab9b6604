import { initialPlatformState } from '@casino/shared/bus';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { VirtualsPage } from './virtuals-page';

describe('VirtualsPage (spec 000 §2 Virtuals)', () => {
  it('shows a heading and the frame on its virtuals route', () => {
    const { container } = renderApp(<VirtualsPage />, { basePath: '/en-UN/virtuals', path: '/en-UN/virtuals' });
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual sports' })).toBeInTheDocument();
    const src = new URL(screen.getByTitle('Virtual sports').getAttribute('src')!, 'http://page');
    expect(src.pathname).toBe('/sportsbook-frame');
    expect(src.searchParams.get('path')).toBe('/virtuals');
    expect(container.querySelector('[data-page-id="virtuals-base"]')).not.toBeNull();
  });

  it('shows a notice without virtual-sports access', () => {
    renderApp(<VirtualsPage />, { basePath: '/en-UN/virtuals', path: '/en-UN/virtuals', state: { access: { ...initialPlatformState().access, virtualSports: false } } });
    expect(screen.getByRole('heading', { name: 'Virtual sports are not available' })).toBeInTheDocument();
  });
});
