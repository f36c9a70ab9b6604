import { parseFrameMessage } from './frame-messages';

describe('frame messages', () => {
  it.each`
    data                                                                   | parsed
    ${{ type: 'ready', path: '/football' }}                                | ${{ type: 'ready', path: '/football' }}
    ${{ type: 'route', path: '/football/england', extra: 1 }}              | ${{ type: 'route', path: '/football/england' }}
    ${{ type: 'resize', height: 2400 }}                                    | ${{ type: 'resize', height: 2400 }}
    ${{ type: 'login' }}                                                   | ${{ type: 'login' }}
    ${{ type: 'sessionExpired' }}                                          | ${{ type: 'sessionExpired' }}
    ${{ type: 'betPlaced', betId: 'bet-1', stake: 250, currency: 'EUR' }}  | ${{ type: 'betPlaced', betId: 'bet-1', stake: 250, currency: 'EUR' }}
    ${{ type: 'route', path: 'https://evil.example' }}                     | ${null}
    ${{ type: 'route', path: '//evil.example/x' }}                         | ${null}
    ${{ type: 'resize', height: -1 }}                                      | ${null}
    ${{ type: 'resize', height: Number.POSITIVE_INFINITY }}                | ${null}
    ${{ type: 'resize', height: '300' }}                                   | ${null}
    ${{ type: 'betPlaced', betId: 'bet-1', stake: 2.5, currency: 'EUR' }}  | ${null}
    ${{ type: 'pong' }}                                                    | ${null}
    ${'ready'}                                                             | ${null}
    ${null}                                                                | ${null}
  `('reads $data as $parsed', ({ data, parsed }) => {
    expect(parseFrameMessage(data)).toEqual(parsed);
  });
});
