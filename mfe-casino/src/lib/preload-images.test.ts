import { preloadImages } from './preload-images';

describe('preloadImages', () => {
  afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

  it('adds one high-priority image preload per source, in order, with its srcset and sizes', () => {
    preloadImages([
      { srcSet: '/a@1x.webp 200w, /a@2x.webp 400w', sizes: '50vw' },
      { srcSet: '/b@1x.webp 200w', sizes: '200px' },
    ]);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')];
    expect(links.map((link) => [link.getAttribute('as'), link.getAttribute('imagesrcset'), link.getAttribute('imagesizes'), link.getAttribute('fetchpriority')])).toEqual([
      ['image', '/a@1x.webp 200w, /a@2x.webp 400w', '50vw', 'high'],
      ['image', '/b@1x.webp 200w', '200px', 'high'],
    ]);
  });

  it('preloads a source once per page and skips empty ones', () => {
    preloadImages([{ srcSet: '/c@1x.webp 200w', sizes: '200px' }, { srcSet: '', sizes: '200px' }]);
    preloadImages([{ srcSet: '/c@1x.webp 200w', sizes: '200px' }]);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
});
