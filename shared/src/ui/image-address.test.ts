import { imageAddressOf, imageSourceSetOf } from './image-address';

describe('imageAddressOf (issue 21 point 3)', () => {
  it.each([
    ['https://cdn.example/banner.webp', 'https://cdn.example/banner.webp'],
    ['http://localhost:4000/images/a.png?w=600', 'http://localhost:4000/images/a.png?w=600'],
    ['HTTPS://CDN.example/a.png', 'https://cdn.example/a.png'],
    ['/images/a.png', '/images/a.png'],
    ['https://cdn.example/a b.png', 'https://cdn.example/a%20b.png'],
  ])('takes the web address or site path %s', (address, expected) => {
    expect(imageAddressOf(address)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'blob:https://cdn.example/1',
    'vbscript:msgbox(1)',
    'https://',
    '',
    null,
    undefined,
  ])('refuses %p', (address) => {
    expect(imageAddressOf(address)).toBeUndefined();
  });
});

describe('imageSourceSetOf', () => {
  it('keeps the accepted candidates with their descriptors', () => {
    expect(imageSourceSetOf([['https://cdn.example/m.webp', '600w'], ['https://cdn.example/d.webp', '1200w']])).toBe('https://cdn.example/m.webp 600w, https://cdn.example/d.webp 1200w');
  });

  it('leaves out a refused address, and a candidate cannot smuggle another in', () => {
    expect(imageSourceSetOf([['javascript:alert(1)', '1x'], ['https://cdn.example/a.png 1x, javascript:alert(1)', '2x']])).toBe('https://cdn.example/a.png%201x,%20javascript:alert(1) 2x');
  });

  it('is undefined when none is left', () => {
    expect(imageSourceSetOf([['data:text/html,x', '1x'], [undefined, '2x']])).toBeUndefined();
  });
});
