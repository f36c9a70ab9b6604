import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';
import { SiteLink } from './site-link';

describe('SiteLink', () => {
  it('links a site path under the locale and asks the host to navigate', async () => {
    const { platform } = renderApp(<SiteLink to="/signup">Join</SiteLink>);
    const navigations: string[] = [];
    platform.bus.on('NAVIGATE').subscribe((event) => navigations.push(event.to));
    await userEvent.click(await screen.findByRole('link', { name: 'Join' }));
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/en-UN/signup');
    expect(navigations).toEqual(['/en-UN/signup']);
  });

  it('opens web, mail and phone addresses in a new tab', async () => {
    renderApp(
      <>
        <SiteLink to="https://help.example/terms">Web</SiteLink>
        <SiteLink to="mailto:help@example.com">Mail</SiteLink>
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Web' })).toHaveAttribute('href', 'https://help.example/terms');
    expect(screen.getByRole('link', { name: 'Web' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:help@example.com');
  });

  it('shows a script, data or malformed address from content as text, never as a link (issue 21 point 3)', async () => {
    renderApp(
      <>
        <SiteLink to="javascript:top.__xss=1">Script</SiteLink>
        <SiteLink to=" JaVaScRiPt:top.__xss=2">Spaced</SiteLink>
        <SiteLink to="data:text/html,<script>top.__xss=3</script>">Data</SiteLink>
        <SiteLink to="not a url">Text</SiteLink>
      </>,
    );
    expect(await screen.findByText('Script')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    for (const name of ['Script', 'Spaced', 'Data', 'Text']) expect(screen.getByText(name)).toBeInTheDocument();
  });
});
