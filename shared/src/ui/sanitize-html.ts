import DOMPurify from 'dompurify';

export interface SanitizeOptions {
  /** The language-market segment internal links get, e.g. `en-UN`. */
  segment: string;
  /** Where root-relative media paths of content live (the content service's origin), e.g. `http://localhost:4000`. */
  mediaBaseUrl?: string;
}

const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//');
const hasSegment = (path: string) => /^\/[a-z]{2}-[A-Z]{2}(\/|$)/.test(path);

/**
 * The content parsed where nothing in it takes effect: a `<template>`'s contents are inert (no loads, no
 * base address). DOMPurify's own working document takes the page's Content-Security-Policy in Chromium, so a
 * `<base>` parsed there is blocked and reported (`base-uri 'none'`) before DOMPurify can remove it: it goes
 * here, while still inert (issue 21 point 3: payloads must not even need the policy).
 */
function inertContentOf(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const base of Array.from(template.content.querySelectorAll('base'))) base.remove();
  return template.content;
}

/**
 * Makes content HTML safe to put in the page: DOMPurify's HTML profile removes scripts, event-handler
 * attributes (`onerror=`), `javascript:` URLs and the like; `<base>`, `<style>` and `style` attributes go too
 * (content takes the site's look, and a style's `url(javascript:…)` or outside image would only be blocked by
 * the Content-Security-Policy: issue 21 point 3). Then site paths in links get the locale
 * segment (`/bonus-terms` → `/en-UN/bonus-terms`), root-relative media get the content service's
 * origin, and links that leave the site open in a new tab without an opener.
 */
export function sanitizeHtml(html: string, { segment, mediaBaseUrl }: SanitizeOptions): string {
  const fragment = DOMPurify.sanitize(inertContentOf(html), { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'base'], FORBID_ATTR: ['style'], RETURN_DOM_FRAGMENT: true });
  for (const link of Array.from(fragment.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (isSitePath(href)) {
      if (!hasSegment(href)) link.setAttribute('href', `/${segment}${href}`);
    } else if (/^https?:/i.test(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (mediaBaseUrl) {
    const base = mediaBaseUrl.replace(/\/+$/, '');
    for (const media of Array.from(fragment.querySelectorAll('img[src]'))) {
      const src = media.getAttribute('src') ?? '';
      if (isSitePath(src)) media.setAttribute('src', `${base}${src}`);
    }
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
