import DOMPurify from 'dompurify';
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

  it('removes <base>, <style> and style attributes, which could only be blocked by the page’s policy', () => {
    const html = sanitizeHtml(
      '<p>a</p><base href="javascript:alert(1)//"><style>li { list-style-image: url("javascript:alert(2)") }</style><div style="background-image: url(javascript:alert(3))">b</div>',
      options,
    );
    expect(html).toBe('<p>a</p><div>b</div>');
  });

  it('hands DOMPurify the content parsed inert, without its <base> (which DOMPurify’s own parse would make the page’s policy block)', () => {
    const sanitize = jest.spyOn(DOMPurify, 'sanitize');
    try {
      expect(sanitizeHtml('<p>a</p><base href="/elsewhere/"><a href="/x">x</a>', options)).toBe('<p>a</p><a href="/en-UN/x">x</a>');
      const dirty = sanitize.mock.calls[0]?.[0];
      expect(dirty).toBeInstanceOf(DocumentFragment);
      expect((dirty as DocumentFragment).querySelector('base')).toBeNull();
      expect((dirty as DocumentFragment).querySelector('a')).not.toBeNull();
    } finally {
      sanitize.mockRestore();
    }
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
