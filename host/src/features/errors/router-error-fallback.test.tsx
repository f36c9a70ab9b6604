import { act, screen } from '@testing-library/react';
import { renderHost } from '../../testing/render-host';
import { describeRouteError } from './router-error-fallback';

function Broken(): never {
  throw new Error('the lobby could not be drawn');
}

describe('router fallback (spec 000 §8)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows "Unexpected Application Error!" with the message of a route that threw, and leaves it on the next page', async () => {
    const { router } = renderHost(
      [
        { path: '/broken', element: <Broken /> },
        { path: '/fine', element: <h1>Fine</h1> },
      ],
      { path: '/broken' },
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('the lobby could not be drawn');

    await act(() => router.navigate('/fine'));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [Object.assign(new Error('Not Found'), { status: 404 }), '404 Not Found'],
    [{ status: 503, statusText: 'Service Unavailable' }, '503 Service Unavailable'],
    [new Error('boom'), 'boom'],
    ['a string', 'a string'],
  ])('describes %p as %p', (error, text) => {
    expect(describeRouteError(error)).toBe(text);
  });
});
