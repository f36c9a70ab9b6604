import { useQuery, type QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useLocation } from '@casino/shared-modules/react-router';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel } from 'single-spa';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';
import { createParcel, RemoteProviders } from './create-parcel';
import { bundleLanguageOf, TEXTS_WAIT_MS, type LanguageLoader, type TextsBundle } from './texts-bundle';
import { useLoadLanguage } from './use-load-language';

type Texts = { greeting: string };

const TEXTS: Record<string, Texts> = {
  en: { greeting: 'Hello' },
  fi: { greeting: 'Hei' },
  de: { greeting: 'Hallo' },
  'pt-BR': { greeting: 'Olá, Brasil' },
};

/** A loader that answers when the test says so (`resolve`, `reject`), and counts its calls. */
function deferredLoader(texts: Texts) {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load: LanguageLoader<Texts> = () =>
    new Promise((resolve, reject) => calls.push({ resolve: () => resolve({ default: texts }), reject }));
  return { load, calls };
}

const immediately = (texts: Texts): LanguageLoader<Texts> => () => Promise.resolve({ default: texts });

/** What each render of the parcel's root said, in order. */
let rendered: string[];

function Greeting() {
  const { t } = useTranslation('greet');
  const text = t('greeting');
  rendered.push(text);
  return <p>{text}</p>;
}

/** Mounts `parcel` as the host does (its own React root, outside act), in a fresh element. */
async function mountParcel(parcel: ReturnType<typeof createParcel>, platform: TestPlatform) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const mounted = mountRootParcel(parcel as never, { ...platform, domElement });
  return { domElement, mounted };
}

const paragraphOf = (element: HTMLElement) => element.querySelector('p')?.textContent ?? null;

async function unmount(mounted: Parcel, domElement: HTMLElement) {
  await mounted.unmount();
  domElement.remove();
}

beforeEach(() => {
  rendered = [];
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

describe('createParcel texts: English at start, each other language on demand (issue 19)', () => {
  it('waits for the mount language before the first render, so the page never shows English first', async () => {
    const fi = deferredLoader(TEXTS.fi!);
    const bundle: TextsBundle<Texts> = { namespace: 'greet', en: TEXTS.en!, load: { fi: fi.load, de: immediately(TEXTS.de!) } };
    const platform = createTestPlatform();
    await platform.i18n.changeLanguage('fi');
    const { domElement, mounted } = await mountParcel(createParcel({ rootComponent: Greeting, translations: bundle }), platform);

    await waitFor(() => expect(fi.calls).toHaveLength(1));
    let settled = false;
    void mounted.mountPromise.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(rendered).toEqual([]);

    fi.calls[0]!.resolve();
    await mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(domElement)).toBe('Hei'));
    expect(rendered.every((text) => text === 'Hei')).toBe(true);
    // Only the page's language was fetched.
    expect(platform.i18n.hasResourceBundle('de', 'greet')).toBe(false);
    await unmount(mounted, domElement);
  });

  it('loads the language the host changes to while mounted, and shows it without a remount', async () => {
    const de = deferredLoader(TEXTS.de!);
    const bundle: TextsBundle<Texts> = { namespace: 'greet', en: TEXTS.en!, load: { fi: immediately(TEXTS.fi!), de: de.load } };
    const platform = createTestPlatform();
    const { domElement, mounted } = await mountParcel(createParcel({ rootComponent: Greeting, translations: bundle }), platform);
    await mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(domElement)).toBe('Hello'));

    // The host's change completes before the texts arrive: English meanwhile (the fallback), then German.
    await platform.i18n.changeLanguage('de');
    expect(de.calls).toHaveLength(1);
    await waitFor(() => expect(platform.i18n.language).toBe('de'));
    expect(paragraphOf(domElement)).toBe('Hello');
    de.calls[0]!.resolve();
    await waitFor(() => expect(paragraphOf(domElement)).toBe('Hallo'));

    // A language loaded before is not fetched again.
    await platform.i18n.changeLanguage('fi');
    await waitFor(() => expect(paragraphOf(domElement)).toBe('Hei'));
    await platform.i18n.changeLanguage('de');
    await waitFor(() => expect(paragraphOf(domElement)).toBe('Hallo'));
    expect(de.calls).toHaveLength(1);
    await unmount(mounted, domElement);
  });

  it('re-renders nothing already on the page when another remote starts (issue 19: a lobby re-rendered every tile per remote)', async () => {
    const platform = createTestPlatform();
    await platform.i18n.changeLanguage('fi');
    const greet: TextsBundle<Texts> = { namespace: 'greet', en: TEXTS.en!, load: { fi: immediately(TEXTS.fi!) } };
    const { domElement, mounted } = await mountParcel(createParcel({ rootComponent: Greeting, translations: greet }), platform);
    await mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(domElement)).toBe('Hei'));
    const rendersBefore = rendered.length;

    // A second remote, its own namespace, mounts beside it: its English and its Finnish are added before its first render.
    function Farewell() {
      const { t } = useTranslation('farewell');
      return <p>{t('bye')}</p>;
    }
    const farewell: TextsBundle<{ bye: string }> = { namespace: 'farewell', en: { bye: 'Goodbye' }, load: { fi: () => Promise.resolve({ default: { bye: 'Näkemiin' } }) } };
    const other = await mountParcel(createParcel({ rootComponent: Farewell, translations: farewell }), platform);
    await other.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(other.domElement)).toBe('Näkemiin'));
    expect(rendered.length).toBe(rendersBefore);
    await unmount(other.mounted, other.domElement);
    await unmount(mounted, domElement);
  });

  it('keeps English when a language fails to load, still mounts, logs, and tries again at the next mount', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fi = deferredLoader(TEXTS.fi!);
    const bundle: TextsBundle<Texts> = { namespace: 'greet', en: TEXTS.en!, load: { fi: fi.load } };
    const parcel = createParcel({ rootComponent: Greeting, translations: bundle });
    const platform = createTestPlatform();
    await platform.i18n.changeLanguage('fi');

    const first = await mountParcel(parcel, platform);
    await waitFor(() => expect(fi.calls).toHaveLength(1));
    fi.calls[0]!.reject(new Error('ChunkLoadError: Loading chunk locales-fi failed.'));
    await first.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(first.domElement)).toBe('Hello'));
    expect(error).toHaveBeenCalledWith('The greet texts in fi could not be loaded; English shows instead', expect.any(Error));
    await unmount(first.mounted, first.domElement);

    const second = await mountParcel(parcel, platform);
    await waitFor(() => expect(fi.calls).toHaveLength(2));
    fi.calls[1]!.resolve();
    await second.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(second.domElement)).toBe('Hei'));
    await unmount(second.mounted, second.domElement);
  });

  it('renders in English after TEXTS_WAIT_MS when the language hangs, and shows it once it arrives', async () => {
    // Only the clock of setTimeout: React's scheduler (setImmediate, microtasks) runs as usual.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    /** Moves the fake clock until `promise` settles: single-spa's lifecycles wait on timers of their own. */
    const settle = async (promise: Promise<unknown>) => {
      let done = false;
      void promise.finally(() => (done = true));
      for (let step = 0; step < 100 && !done; step += 1) await jest.advanceTimersByTimeAsync(100);
      return promise;
    };
    try {
      const fi = deferredLoader(TEXTS.fi!);
      const bundle: TextsBundle<Texts> = { namespace: 'greet', en: TEXTS.en!, load: { fi: fi.load } };
      const platform = createTestPlatform();
      await platform.i18n.changeLanguage('fi');
      const { domElement, mounted } = await mountParcel(createParcel({ rootComponent: Greeting, translations: bundle }), platform);
      await jest.advanceTimersByTimeAsync(TEXTS_WAIT_MS - 1);
      expect(fi.calls).toHaveLength(1);
      expect(rendered).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await settle(mounted.mountPromise);
      expect(paragraphOf(domElement)).toBe('Hello');
      fi.calls[0]!.resolve();
      await settle(waitFor(() => expect(paragraphOf(domElement)).toBe('Hei')));
      await settle(mounted.unmount());
      domElement.remove();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops following the language at unmount', async () => {
    const load = jest.fn(immediately(TEXTS.de!));
    const bundle: TextsBundle<Texts> = { namespace: 'greet', en: TEXTS.en!, load: { de: load } };
    const platform = createTestPlatform();
    const { domElement, mounted } = await mountParcel(createParcel({ rootComponent: Greeting, translations: bundle }), platform);
    await mounted.mountPromise;
    await unmount(mounted, domElement);

    await platform.i18n.changeLanguage('de');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(platform.i18n.hasResourceBundle('de', 'greet')).toBe(false);
  });

  it('refuses an i18n that cannot be listened to, naming what is missing', async () => {
    const platform = createTestPlatform();
    const i18n = { t: platform.i18n.t.bind(platform.i18n), addResourceBundle: () => undefined, language: 'en' };
    const parcel = createParcel({ rootComponent: Greeting, translations: { namespace: 'greet', en: TEXTS.en!, load: {} } });
    const mount = parcel.mount as (props: unknown) => Promise<unknown>;
    await expect(mount({ ...platform, i18n, name: 'x' })).rejects.toThrow(/i18n\.on must be a function[\s\S]*i18n\.off must be a function/);
  });
});

describe('createParcel query cache: kept across mounts for the same player and locale (issue 19)', () => {
  const claims = (playerId: string) => ({
    country_code: 'FI', language_code: 'fi', player_id: playerId, email: `${playerId}@example.com`, iat: 0, login_method: 'DEFAULT', multibrand: null,
  });
  const signIn = (platform: TestPlatform, playerId: string) =>
    platform.bus.set('session', { status: 'Resolved', authorized: true, claims: claims(playerId) });

  /** A parcel whose root shows one query's answer (`answers` in turn), recording each render and each fetch. */
  function balanceParcel(answers: string[]) {
    const fetched: string[] = [];
    const clients: QueryClient[] = [];
    function Balance() {
      const { data } = useQuery({
        queryKey: ['balance'],
        queryFn: async () => {
          const answer = answers[Math.min(fetched.length, answers.length - 1)]!;
          fetched.push(answer);
          return answer;
        },
      });
      const text = data ?? 'loading';
      rendered.push(text);
      return <p>{text}</p>;
    }
    const parcel = createParcel({ rootComponent: Balance, prefetch: (_props, queryClient) => clients.push(queryClient) });
    return { parcel, fetched, clients };
  }

  it('shows what the last mount had from the first render of the next, and fetches it afresh behind it', async () => {
    const { parcel, fetched, clients } = balanceParcel(['10.00', '12.50']);
    const platform = createTestPlatform();
    signIn(platform, 'anna');
    const first = await mountParcel(parcel, platform);
    await first.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(first.domElement)).toBe('10.00'));
    await unmount(first.mounted, first.domElement);

    rendered = [];
    const second = await mountParcel(parcel, platform);
    await second.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(second.domElement)).toBe('12.50'));
    expect(rendered[0]).toBe('10.00');
    expect(rendered).not.toContain('loading');
    expect(fetched).toEqual(['10.00', '12.50']);
    expect(clients[1]).toBe(clients[0]);
    await unmount(second.mounted, second.domElement);
  });

  it("never shows one player's data to the next: another player starts empty and the old cache is cleared", async () => {
    const { parcel, clients } = balanceParcel(["anna's 10.00", "ben's 3.00"]);
    const platform = createTestPlatform();
    signIn(platform, 'anna');
    const first = await mountParcel(parcel, platform);
    await first.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(first.domElement)).toBe("anna's 10.00"));
    await unmount(first.mounted, first.domElement);

    signIn(platform, 'ben');
    rendered = [];
    const second = await mountParcel(parcel, platform);
    await second.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(second.domElement)).toBe("ben's 3.00"));
    expect(rendered[0]).toBe('loading');
    expect(rendered).not.toContain("anna's 10.00");
    expect(clients[1]).not.toBe(clients[0]);
    expect(clients[0]!.getQueryCache().getAll()).toEqual([]);
    await unmount(second.mounted, second.domElement);
  });

  it('starts empty after a logout, and on another locale', async () => {
    const { parcel, clients } = balanceParcel(['10.00']);
    const platform = createTestPlatform();
    signIn(platform, 'anna');
    const first = await mountParcel(parcel, platform);
    await first.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(first.domElement)).toBe('10.00'));
    await unmount(first.mounted, first.domElement);

    platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null });
    const anonymous = await mountParcel(parcel, platform);
    await anonymous.mounted.mountPromise;
    await unmount(anonymous.mounted, anonymous.domElement);
    expect(clients[1]).not.toBe(clients[0]);
    expect(clients[0]!.getQueryCache().getAll()).toEqual([]);

    const elsewhere = await mountParcel(parcel, { ...platform, basePath: '/fi-FI' });
    await elsewhere.mounted.mountPromise;
    expect(clients[2]).not.toBe(clients[1]);
    await unmount(elsewhere.mounted, elsewhere.domElement);
  });

  it('forgets the player’s data the moment they sign out, and the kept client when the page goes after it (issue 21 point 7)', async () => {
    const { parcel, clients } = balanceParcel(["anna's 10.00"]);
    const platform = createTestPlatform();
    signIn(platform, 'anna');
    const first = await mountParcel(parcel, platform);
    await first.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(first.domElement)).toBe("anna's 10.00"));
    expect(clients[0]!.getQueryCache().getAll()).toHaveLength(1);
    platform.bus.emit({ type: 'LOGGED_OUT', reason: 'user' });
    // Her answer is gone at once; what is shown is fetched again (followSessionQueries).
    expect(clients[0]!.getQueryData(['balance'])).toBeUndefined();
    await unmount(first.mounted, first.domElement);

    // Kept for the next mount while anna is signed in; gone when the page is unmounted after she signed out.
    const second = await mountParcel(parcel, platform);
    await second.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(second.domElement)).toBe("anna's 10.00"));
    platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null });
    await unmount(second.mounted, second.domElement);
    expect(clients[1]!.getQueryCache().getAll()).toEqual([]);
    expect(platform.bus.liveSubscriptions()).toBe(0);
  });

  it('fetches again what a mounted instance shows when the player signs in, now as the player (issue 21 point 8)', async () => {
    const { parcel, fetched } = balanceParcel(['for a visitor', 'for anna']);
    const platform = createTestPlatform();
    const shown = await mountParcel(parcel, platform);
    await shown.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(shown.domElement)).toBe('for a visitor'));
    signIn(platform, 'anna');
    platform.bus.emit({ type: 'LOGGED_IN', playerId: 'anna' });
    await waitFor(() => expect(paragraphOf(shown.domElement)).toBe('for anna'));
    expect(fetched).toEqual(['for a visitor', 'for anna']);
    await unmount(shown.mounted, shown.domElement);
  });

  it('keeps a client another mounted instance still uses when the owner changes', async () => {
    const { parcel, clients } = balanceParcel(['10.00']);
    const platform = createTestPlatform();
    signIn(platform, 'anna');
    const first = await mountParcel(parcel, platform);
    await first.mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(first.domElement)).toBe('10.00'));

    const second = await mountParcel(parcel, { ...platform, basePath: '/fi-FI' });
    await second.mounted.mountPromise;
    expect(clients[1]).not.toBe(clients[0]);
    expect(clients[0]!.getQueryCache().getAll()).toHaveLength(1);
    await unmount(first.mounted, first.domElement);
    // Not the one a next mount would reuse, and nothing uses it now.
    expect(clients[0]!.getQueryCache().getAll()).toEqual([]);
    await unmount(second.mounted, second.domElement);
  });
});

describe('createParcel kept hidden: active false, then true again (contract 2.11, issue 19)', () => {
  it('hides the page with its state and location, stops its effects, and shows it as it was', async () => {
    let effectsStarted = 0;
    let effectsStopped = 0;
    function Lobby() {
      const { pathname } = useLocation();
      const [visits, setVisits] = useState(0);
      useEffect(() => {
        effectsStarted += 1;
        return () => {
          effectsStopped += 1;
        };
      }, []);
      return (
        <button type="button" onClick={() => setVisits((n) => n + 1)}>
          {`${pathname} ${visits}`}
        </button>
      );
    }
    const platform = createTestPlatform({ basePath: '/en-UN/online-casino' });
    platform.bus.set('location', { pathname: '/en-UN/online-casino', search: '', hash: '' });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { ...platform, domElement };
    const mounted = mountRootParcel(createParcel({ rootComponent: Lobby }) as never, props);
    await mounted.mountPromise;
    const button = () => domElement.querySelector('button')!;
    await waitFor(() => expect(button().textContent).toBe('/ 0'));
    act(() => button().click());
    await waitFor(() => expect(button().textContent).toBe('/ 1'));
    expect(effectsStarted).toBe(1);

    // The host leaves the page: the location moves on first, then the parcel is hidden.
    platform.bus.set('location', { pathname: '/en-UN/live-casino', search: '', hash: '' });
    await mounted.update!({ ...props, active: false });
    await waitFor(() => expect(button().style.display).toBe('none'));
    expect(button().textContent).toBe('/ 1');
    expect(effectsStopped).toBe(1);

    platform.bus.set('location', { pathname: '/en-UN/online-casino', search: '', hash: '' });
    await mounted.update!({ ...props, active: true });
    await waitFor(() => expect(button().style.display).toBe(''));
    expect(button().textContent).toBe('/ 1');
    expect(effectsStarted).toBe(2);
    await unmount(mounted, domElement);
  });

  it('re-renders nothing inside when an update only hides or shows it', async () => {
    let renders = 0;
    function Page() {
      renders += 1;
      return <p>Lobby</p>;
    }
    const platform = createTestPlatform();
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { ...platform, domElement };
    const mounted = mountRootParcel(createParcel({ rootComponent: Page }) as never, props);
    await mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(domElement)).toBe('Lobby'));
    const rendersAtMount = renders;
    await mounted.update!({ ...props, active: false, onParcelError: () => undefined } as typeof props);
    await mounted.update!({ ...props, active: true });
    await waitFor(() => expect(domElement.querySelector('p')!.style.display).toBe(''));
    expect(renders).toBe(rendersAtMount);
    await unmount(mounted, domElement);
  });

  it('shows the page again within the call that asks, so it is on screen in the next frame', async () => {
    const parcel = createParcel({ rootComponent: () => <p>Lobby</p> });
    const update = parcel.update as (props: object) => Promise<unknown>;
    // The name single-spa gives the instance, which the lifecycles are called with.
    let name = '';
    const mount = parcel.mount as (props: { name: string }) => Promise<unknown>;
    const config = { ...parcel, mount: (props: { name: string }) => ((name = props.name), mount(props)) };
    const platform = createTestPlatform();
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { ...platform, domElement };
    const mounted = mountRootParcel(config as never, props);
    await mounted.mountPromise;
    await waitFor(() => expect(paragraphOf(domElement)).toBe('Lobby'));
    await mounted.update!({ ...props, active: false });
    await waitFor(() => expect(domElement.querySelector('p')!.style.display).toBe('none'));
    // The lifecycle itself, as single-spa calls it: no await, no act, what the host's task sees right after.
    const showing = update({ ...props, name, active: true });
    expect(domElement.querySelector('p')!.style.display).toBe('');
    await act(() => showing);
    await unmount(mounted, domElement);
  });

  it('refuses an active prop that is not a boolean', async () => {
    const platform = createTestPlatform();
    const mount = createParcel({ rootComponent: Greeting }).mount as (props: unknown) => Promise<unknown>;
    await expect(mount({ ...platform, active: 'no', name: 'x' })).rejects.toThrow(/active/);
  });
});

describe('bundleLanguageOf', () => {
  const bundle: TextsBundle<Texts> = { namespace: 'greet', en: TEXTS.en!, load: { pt: immediately(TEXTS.fi!), 'pt-BR': immediately(TEXTS['pt-BR']!), fi: immediately(TEXTS.fi!) } };

  it('serves a regional language with its own resources only, else with its base', () => {
    expect(bundleLanguageOf(bundle, 'pt-BR')).toBe('pt-BR');
    expect(bundleLanguageOf({ ...bundle, load: { pt: immediately(TEXTS.fi!) } }, 'pt-BR')).toBe('pt');
    expect(bundleLanguageOf(bundle, 'fi')).toBe('fi');
  });

  it('loads nothing for English, a language the bundle lacks, or none yet', () => {
    expect(bundleLanguageOf(bundle, 'en')).toBeNull();
    expect(bundleLanguageOf(bundle, 'en-GB')).toBeNull();
    expect(bundleLanguageOf(bundle, 'ja')).toBeNull();
    expect(bundleLanguageOf(bundle, undefined)).toBeNull();
  });
});

describe('useLoadLanguage', () => {
  it("loads the parcel's texts in a language before the page is in it, for a message in that language", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const load = jest.fn(immediately(TEXTS.fi!));
    const bundle: TextsBundle<Texts> = { namespace: 'greet', en: TEXTS.en!, load: { fi: load } };
    const platform = createTestPlatform({ translations: bundle });
    function SayInFinnish() {
      const loadLanguage = useLoadLanguage();
      const { i18n } = useTranslation('greet');
      const [said, setSaid] = useState('');
      const onClick = async () => {
        await loadLanguage('fi');
        setSaid(i18n.getFixedT('fi', 'greet')('greeting'));
      };
      return (
        <button type="button" onClick={() => void onClick()}>
          {said || 'Say it'}
        </button>
      );
    }
    render(
      <RemoteProviders props={platform} texts={bundle}>
        <SayInFinnish />
      </RemoteProviders>,
    );
    expect(load).not.toHaveBeenCalled();
    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByRole('button', { name: 'Hei' })).toBeInTheDocument();
    expect(platform.i18n.language).toBe('en');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
