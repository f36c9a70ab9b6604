import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel, useBusState } from '@casino/shared/parcel';
import { createTestPlatform } from '@casino/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { loadAreaParcel, RemoteLoadError } from '../features/remote-loading/remote-loader';
import { renderHost } from '../testing/render-host';
import { BonusCodeOfferSlot } from './bonus-code-offer-slot';

jest.mock('../features/remote-loading/remote-loader', () => {
  const actual = jest.requireActual('../features/remote-loading/remote-loader');
  return { ...actual, loadAreaParcel: jest.fn() };
});

function Offer() {
  const { search } = useBusState('location');
  return <p>Offer for {new URLSearchParams(search).get('bonusCode')}</p>;
}

const loaded = { module: { parcel: createParcel({ rootComponent: Offer }), contractVersion: CONTRACT_VERSION }, version: '1.1.0', lastKnownGood: false };
const routes = [{ path: '*', element: <BonusCodeOfferSlot /> }];

function loggedIn() {
  const platform = createTestPlatform();
  platform.bus.set('session', { status: 'Resolved', authorized: true, claims: null });
  return platform;
}

describe('the bonus-code offer over the page (spec 000 §2: a bonusCode kept through login is offered)', () => {
  beforeEach(() => {
    jest.mocked(loadAreaParcel).mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('mounts the promotions offer for a logged-in player whose URL carries bonusCode, with no skeleton', async () => {
    jest.mocked(loadAreaParcel).mockResolvedValue(loaded);
    const platform = loggedIn();
    renderHost(routes, { path: '/en-UN/landing/welcome?bonusCode=WELCOME100', platform });
    platform.bus.set('location', { pathname: '/en-UN/landing/welcome', search: '?bonusCode=WELCOME100', hash: '' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await screen.findByText('Offer for WELCOME100')).toBeInTheDocument();
    expect(jest.mocked(loadAreaParcel).mock.calls[0]?.slice(2, 4)).toEqual(['mfe-promotions', './BonusCodeOffer']);
  });

  it('offers nothing to a visitor, without a code, or on the bonus-code page', () => {
    renderHost(routes, { path: '/en-UN/promotions?bonusCode=WELCOME100' });
    renderHost(routes, { path: '/en-UN/promotions', platform: loggedIn() });
    renderHost(routes, { path: '/en-UN/my-account/bonus-code?bonusCode=WELCOME100', platform: loggedIn() });
    expect(loadAreaParcel).not.toHaveBeenCalled();
    expect(document.querySelector('[data-remote]')).toBeNull();
  });

  it('stays out of the way when the pinned promotions build does not expose it, or fails to load', async () => {
    jest.mocked(loadAreaParcel).mockRejectedValue(new RemoteLoadError('mfe-promotions', 'not-exposed', 'no ./BonusCodeOffer'));
    renderHost(routes, { path: '/en-UN/promotions?bonusCode=WELCOME100', platform: loggedIn() });
    await waitFor(() => expect(loadAreaParcel).toHaveBeenCalled());
    await waitFor(() => expect(document.querySelector('[data-remote="mfe-promotions"]')).toBeNull());
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'SOMETHING WENT WRONG' })).not.toBeInTheDocument();
  });
});
