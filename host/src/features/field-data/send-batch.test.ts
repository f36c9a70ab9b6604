import { sendBatch } from './send-batch';

const URL = 'http://localhost:4000/field-data/vitals';

describe('sendBatch', () => {
  it('sends a beacon of the JSON text (text/plain: no preflight cross-origin)', () => {
    const sendBeacon = jest.fn(() => true);
    const send = jest.fn();
    sendBatch(URL, '{"metrics":[]}', { nav: { sendBeacon } as unknown as Navigator, send });
    expect(sendBeacon).toHaveBeenCalledWith(URL, '{"metrics":[]}');
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    ['refuses the beacon', { sendBeacon: () => false }],
    ['throws on the beacon', { sendBeacon: () => { throw new TypeError('Illegal invocation'); } }],
    ['has no beacon', {}],
  ])('falls back to a keepalive fetch when the browser %s', async (_case, nav) => {
    const send = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    sendBatch(URL, '{}', { nav: nav as unknown as Navigator, send });
    expect(send).toHaveBeenCalledWith(URL, { method: 'POST', body: '{}', keepalive: true, mode: 'no-cors', credentials: 'omit' });
    // The rejection is swallowed: the player sees nothing.
    await Promise.resolve();
  });

  it('never throws, even without fetch', () => {
    const send = jest.fn(() => {
      throw new TypeError('fetch is not a function');
    });
    expect(() => sendBatch(URL, '{}', { nav: {} as Navigator, send })).not.toThrow();
  });
});
