import { SUPPORT_SCRIPT_ID, SUPPORT_STORAGE, SupportWidget } from './support-widget';

describe('support widget (spec 000 §1, §2 guard 10, §7)', () => {
  let calls: unknown[][];
  let handlers: Record<string, (value?: unknown) => void>;
  beforeEach(() => {
    document.head.innerHTML = '';
    sessionStorage.clear();
    calls = [];
    handlers = {};
    delete window.zE;
  });

  const loadWidget = () => {
    const widget = new SupportWidget({ scriptUrl: 'http://localhost:4000/support/widget.js', supportKey: 'k 1', logger: { warn: jest.fn() } });
    const onUnread = jest.fn();
    widget.load(onUnread);
    window.zE = (...args: unknown[]) => {
      calls.push(args);
      if (args[0] === 'messenger:on') handlers[args[1] as string] = args[2] as (value?: unknown) => void;
    };
    document.getElementById(SUPPORT_SCRIPT_ID)!.dispatchEvent(new Event('load'));
    return { widget, onUnread };
  };

  it('adds the script once with the support key and starts hidden', () => {
    const { widget } = loadWidget();
    widget.load(jest.fn());
    const scripts = document.querySelectorAll(`#${SUPPORT_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe('http://localhost:4000/support/widget.js?key=k%201');
    expect(calls[0]).toEqual(['messenger', 'hide']);
  });

  it('keeps the unread count in session storage', () => {
    const { onUnread } = loadWidget();
    handlers.unreadMessages!(3);
    expect(sessionStorage.getItem(SUPPORT_STORAGE.unread)).toBe('3');
    expect(onUnread).toHaveBeenCalledWith(3);
  });

  it('sets the playerId conversation field and opens in a locale', () => {
    const { widget } = loadWidget();
    widget.setPlayer('p-anna');
    widget.open('fi');
    expect(calls).toContainEqual(['messenger:set', 'conversationFields', [{ id: 'playerId', value: 'p-anna' }]]);
    expect(calls.slice(-3)).toEqual([['messenger:set', 'locale', 'fi'], ['messenger', 'show'], ['messenger', 'open']]);
    expect(widget.isOpened()).toBe(true);
  });

  it('warns when opened before it has loaded', () => {
    const logger = { warn: jest.fn() };
    new SupportWidget({ scriptUrl: 'x', supportKey: 'k', logger }).open('en');
    expect(logger.warn).toHaveBeenCalledWith('Support widget is not initialised yet');
  });

  it('logs out and removes its script on sign-out', () => {
    const { widget } = loadWidget();
    sessionStorage.setItem(SUPPORT_STORAGE.homePage, 'true');
    widget.logout();
    expect(calls.at(-1)).toEqual(['messenger', 'logoutUser']);
    expect(document.getElementById(SUPPORT_SCRIPT_ID)).toBeNull();
    expect(window.zE).toBeUndefined();
    expect(sessionStorage.getItem(SUPPORT_STORAGE.homePage)).toBeNull();
  });
});
