import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { renderWithPlatform } from '../testing/render-with-platform';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('shows a busy region while the chunk loads, then the page with its props; the chunk loads once', async () => {
    let resolve: (page: typeof Greeting) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    const LazyGreeting = lazyPage(load);
    const { container, rerender } = render(<LazyGreeting name="Anna" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    resolve(Greeting);
    expect(await screen.findByRole('heading', { name: 'Hello Anna' })).toBeInTheDocument();
    rerender(<LazyGreeting name="Max" />);
    expect(screen.getByRole('heading', { name: 'Hello Max' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const LazyGreeting = lazyPage<{ name: string }>(() => Promise.reject(new Error('Loading chunk 42 failed')));
    render(
      <Boundary>
        <LazyGreeting name="Anna" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed');
  });

  it('fetches the chunk ahead of the first render when preloaded, once however often', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const LazyGreeting = lazyPage(load);
    LazyGreeting.preload();
    LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<LazyGreeting name="Anna" />);
    expect(await screen.findByRole('heading', { name: 'Hello Anna' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the first render after a preload that failed, and never throws from preload', async () => {
    const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const LazyGreeting = lazyPage(load);
    expect(() => LazyGreeting.preload()).not.toThrow();
    await Promise.resolve();
    await Promise.resolve();
    render(<LazyGreeting name="Anna" />);
    expect(await screen.findByRole('heading', { name: 'Hello Anna' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('adds the part’s English before its first render; each part asks for its texts beside its own chunk (webpack fetches a shared chunk once)', async () => {
    function Step({ name }: { name: string }) {
      const { t } = useTranslation('account');
      return <h2>{t('signup.contact.title', { name })}</h2>;
    }
    const english = { namespace: 'account', en: { signup: { contact: { title: 'About you, {{name}}' } } } };
    const later = { texts: jest.fn(() => Promise.resolve(english)) };
    const First = lazyPage(() => Promise.resolve(Step), later);
    const Second = lazyPage(() => Promise.resolve(Step), later);
    First.preload();
    Second.preload();
    renderWithPlatform(<First name="Anna" />, { translations: { namespace: 'account', en: {}, load: {} } });
    expect(await screen.findByRole('heading', { name: 'About you, Anna' })).toBeInTheDocument();
    expect(later.texts).toHaveBeenCalledTimes(2);
  });
});
