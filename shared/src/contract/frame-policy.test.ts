import { isMessageFromFrame } from './frame-policy';

describe('isMessageFromFrame (issue 21 point 2)', () => {
  it('takes messages only from the frame’s exact origin and its own window', () => {
    const frameWindow = {} as Window;
    const otherWindow = {} as Window;
    expect(isMessageFromFrame({ origin: 'http://127.0.0.1:4000', source: frameWindow }, 'http://127.0.0.1:4000', frameWindow)).toBe(true);
    expect(isMessageFromFrame({ origin: 'http://127.0.0.1:4001', source: frameWindow }, 'http://127.0.0.1:4000', frameWindow)).toBe(false);
    expect(isMessageFromFrame({ origin: 'http://127.0.0.1:4000.evil.example', source: frameWindow }, 'http://127.0.0.1:4000', frameWindow)).toBe(false);
    expect(isMessageFromFrame({ origin: 'null', source: frameWindow }, 'http://127.0.0.1:4000', frameWindow)).toBe(false);
    expect(isMessageFromFrame({ origin: 'http://127.0.0.1:4000', source: otherWindow }, 'http://127.0.0.1:4000', frameWindow)).toBe(false);
    expect(isMessageFromFrame({ origin: 'http://127.0.0.1:4000', source: null }, 'http://127.0.0.1:4000', null)).toBe(false);
  });
});
