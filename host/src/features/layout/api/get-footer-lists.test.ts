import type { FooterList } from '@casino/shared/wire';
import { footerLinksOf } from './get-footer-lists';

describe('footer links (spec 000 §2)', () => {
  it('uses the own URL or the external URL and skips hidden entries', () => {
    const list: FooterList = {
      _id: 'f',
      _type: 'footerList',
      listId: 'information',
      title: 'Information',
      entries: [
        { title: 'Terms', url: '/terms' },
        { title: 'Old page', url: '/old', hidden: true },
        { title: 'Licence', externalUrl: 'https://regulator.example/licence' },
        { title: 'Broken' },
      ],
    };
    expect(footerLinksOf(list)).toEqual([
      { title: 'Terms', kind: 'internal', path: '/terms' },
      { title: 'Licence', kind: 'external', href: 'https://regulator.example/licence' },
    ]);
  });

  it('drops a link that would leave the site by a script or another scheme, or by a path that resolves off it (issue 21 point 8)', () => {
    const list: FooterList = {
      _id: 'f',
      _type: 'footerList',
      listId: 'contact-us',
      title: 'Contact us',
      entries: [
        { title: 'Script', externalUrl: 'javascript:alert(1)' },
        { title: 'Data', externalUrl: 'data:text/html,<script>alert(1)</script>' },
        { title: 'Off the site', url: '//evil.example/x' },
        { title: 'Dotted off the site', url: '/a/..//evil.example' },
        { title: 'Mail', externalUrl: 'mailto:support@example.com' },
        { title: 'Phone', externalUrl: 'tel:+358100100' },
        { title: 'Help', url: '/help/./contact' },
      ],
    };
    expect(footerLinksOf(list)).toEqual([
      { title: 'Mail', kind: 'external', href: 'mailto:support@example.com' },
      { title: 'Phone', kind: 'external', href: 'tel:+358100100' },
      { title: 'Help', kind: 'internal', path: '/help/contact' },
    ]);
  });
});
