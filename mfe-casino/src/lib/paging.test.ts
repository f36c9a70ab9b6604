import { pageSizeOf, sliceOf, toPage } from './paging';

describe('paging (spec 000 §9 page sizes, one extra fetched to detect more)', () => {
  const allGames = { mobile: 30, desktop: 60 };

  it('uses the mobile size on a phone and the desktop size on a tablet or desktop', () => {
    expect(pageSizeOf(allGames, 'mobile')).toBe(30);
    expect(pageSizeOf(allGames, 'tablet')).toBe(60);
    expect(pageSizeOf(allGames, 'desktop')).toBe(60);
  });

  it('asks for one more than the page size', () => {
    expect(sliceOf(0, 60)).toEqual({ start: 0, end: 61 });
    expect(sliceOf(60, 60)).toEqual({ start: 60, end: 121 });
  });

  it('a full answer has a next page and keeps only the page size', () => {
    const answer = Array.from({ length: 31 }, (_, index) => index);
    expect(toPage(answer, 30, 30)).toEqual({ items: answer.slice(0, 30), nextStart: 60 });
  });

  it('a short answer is the last page', () => {
    expect(toPage([1, 2, 3], 0, 30)).toEqual({ items: [1, 2, 3], nextStart: null });
    expect(toPage(Array.from({ length: 30 }, (_, index) => index), 0, 30).nextStart).toBeNull();
  });
});
