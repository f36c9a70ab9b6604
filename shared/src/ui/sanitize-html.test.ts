import { sanitizeHtml } from './sanitize-html';

const options = { segment: 'en-UN', mediaBaseUrl: 'http://localhost:4000' };

describe('sanitizeHtml', () => {
  it('removes scripts and event-handler attributes', () => {
    const html = sanitizeHtml(`<p>Hi</p><img src="/a.svg" alt="A" onerror="alert('x')"><script>alert('y')</script>`, options);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('alert');
    expect(html).toContain('<p>Hi</p>');
  });

  it('removes javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>', options)).not.toContain('javascript:');
  });

  it('prefixes site links with the segment and media with the content origin', () => {
    const html = sanitizeHtml('<a href="/bonus-terms">terms</a><a href="/fi-FI/x">x</a><img src="/images/a.svg" alt="">', options);
    expect(html).toContain('href="/en-UN/bonus-terms"');
    expect(html).toContain('href="/fi-FI/x"');
    expect(html).toContain('src="http://localhost:4000/images/a.svg"');
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com">x</a>', options)).toContain('target="_blank" rel="noopener noreferrer"');
  });
});
