import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../../../testing/render-host';
import { PREVIEW_STORAGE_KEY } from '../preview';
import type { PreviewState } from '../preview-state';
import { PreviewBadge } from './preview-badge';

const page = (preview: PreviewState, reload = jest.fn()) =>
  renderHost([{ path: '*', element: <PreviewBadge reload={reload} /> }], { path: '/en-DE/online-casino', preview: Promise.resolve(preview) });

describe('PreviewBadge (issue 20 point 3)', () => {
  it('says which version the tab previews and until when, and "Exit preview" ends it and reloads with the pins', async () => {
    const reload = jest.fn();
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, 'token');
    const expiresAt = new Date();
    expiresAt.setHours(23, 45, 0, 0);
    page({ kind: 'applied', remote: 'mfe-casino', version: '1.2.0', expiresAt: expiresAt.getTime() }, reload);

    const badge = await screen.findByRole('complementary', { name: 'Release preview' });
    expect(badge).toHaveTextContent('Preview: mfe-casino 1.2.0, until 11:45 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Exit preview' }));
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(reload).toHaveBeenCalled();
  });

  it.each([
    [{ kind: 'refused', reason: 'expired' }, 'This preview link was not applied: it has expired.'],
    [{ kind: 'refused', reason: 'not-signed' }, 'This preview link was not applied: it is not signed for this site.'],
    [{ kind: 'refused', reason: 'not-published', remote: 'mfe-casino', version: '1.3.0' }, 'This preview link was not applied: mfe-casino 1.3.0 is not published.'],
    [{ kind: 'refused', reason: 'not-enabled' }, 'Preview links are not enabled on this site.'],
  ] as Array<[PreviewState, string]>)('says why a link was refused, once: %j', async (state, words) => {
    page(state);
    expect(await screen.findByRole('status')).toHaveTextContent(words);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('shows nothing to everyone else', async () => {
    const { container } = page({ kind: 'none' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
