import { LINK_SCHEMES, urlWithSchemeOf, WEB_SCHEMES } from './url-scheme';

describe('urlWithSchemeOf (issue 21 points 3 and 8)', () => {
  it('answers a web address as the browser reads it, and a mail or phone address only where links allow them', () => {
    expect(urlWithSchemeOf('https://cdn.example/a b.webp', WEB_SCHEMES)?.href).toBe('https://cdn.example/a%20b.webp');
    expect(urlWithSchemeOf('mailto:help@example.com', LINK_SCHEMES)?.href).toBe('mailto:help@example.com');
    expect(urlWithSchemeOf('tel:+358401234567', LINK_SCHEMES)).not.toBeNull();
    expect(urlWithSchemeOf('mailto:help@example.com', WEB_SCHEMES)).toBeNull();
  });

  it('refuses scripts, data and blobs, however they are written', () => {
    for (const address of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>1</script>', 'blob:https://x/1']) {
      expect({ address, url: urlWithSchemeOf(address, LINK_SCHEMES) }).toEqual({ address, url: null });
    }
  });

  it('resolves a relative address only against a base', () => {
    expect(urlWithSchemeOf('/images/a.png', WEB_SCHEMES)).toBeNull();
    expect(urlWithSchemeOf('/images/a.png', WEB_SCHEMES, 'https://site.invalid')?.pathname).toBe('/images/a.png');
    expect(urlWithSchemeOf('', WEB_SCHEMES)).toBeNull();
  });
});
