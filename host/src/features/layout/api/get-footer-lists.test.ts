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
});
