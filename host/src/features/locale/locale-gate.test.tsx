import { screen } from '@testing-library/react';
import { renderHost } from '../../testing/render-host';
import { LocaleGate } from './locale-gate';

function renderAt(path: string) {
  return renderHost([{ path: '/:segment/*', element: <LocaleGate><p>page</p></LocaleGate> }], { path });
}

describe('LocaleGate (spec 000 §2, §5; issue 18 point 4)', () => {
  it.each([
    ['/es-CL', 'es', 'CL'],
    ['/es-PE', 'es', 'PE'],
    ['/pt-BR', 'pt-BR', 'BR'],
    ['/pt-LL', 'pt', 'LL'],
    ['/tl-CX', 'tl', 'CX'],
    ['/tr-JJ', 'tr', 'JJ'],
    ['/en-NL', 'en', 'NL'],
  ])('%s shows the texts in %s on market %s', async (path, language, market) => {
    const { platform } = renderAt(path);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(platform.i18n.language).toBe(language);
    expect(document.documentElement.lang).toBe(language);
    expect(platform.bus.get('locale').market).toBe(market);
  });
});
