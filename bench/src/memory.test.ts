import { countDetachedDom, memoryFigures, PARCEL_REMOVAL_MARK, parcelNodesInSnapshot, unmeasuredMemoryFigures, type DetachedTreeNode, type HeapSample } from './memory';
import { summarise } from './report';

const element = (nodeName: string, attributes: string[] = [], children: DetachedTreeNode[] = []): DetachedTreeNode => ({ nodeName, nodeType: 1, attributes, children });
const text = (): DetachedTreeNode => ({ nodeName: '#text', nodeType: 3 });

describe('countDetachedDom', () => {
  it('counts an area and everything below it as parcel DOM', () => {
    const area = element('DIV', ['data-remote', 'mfe-casino'], [element('DIV', ['style', 'display: contents;'], [element('A', ['href', '/play/x'], [text()])])]);
    expect(countDetachedDom([area])).toEqual({ nodes: 4, parcelNodes: 4, parcelRoots: ['<div data-remote="mfe-casino">'] });
  });

  it('counts a subtree a parcel removed (marked by the probe) but not the host DOM beside it', () => {
    const removedByParcel = element('SECTION', [PARCEL_REMOVAL_MARK, ''], [element('H2', [], [text()])]);
    const hostHeader = element('HEADER', [], [element('NAV'), text()]);
    expect(countDetachedDom([hostHeader, removedByParcel])).toEqual({ nodes: 6, parcelNodes: 3, parcelRoots: [`<section ${PARCEL_REMOVAL_MARK}="">`] });
  });

  it('counts only the area inside a detached host wrapper, not the wrapper and its other children', () => {
    const wrapper = element('MAIN', [], [element('H1', [], [text()]), element('DIV', ['data-remote', 'mfe-promotions'], [element('ARTICLE')])]);
    expect(countDetachedDom([wrapper])).toEqual({ nodes: 5, parcelNodes: 2, parcelRoots: ['<main>'] });
  });

  it('finds nothing in no trees', () => {
    expect(countDetachedDom([])).toEqual({ nodes: 0, parcelNodes: 0, parcelRoots: [] });
  });
});

describe('memoryFigures', () => {
  const MB = 1024 * 1024;
  const sample = (switches: number, jsMb: number, blinkMb: number): HeapSample => ({ switches, jsBytes: jsMb * MB, embedderBytes: blinkMb * MB });
  const notes = { switching: '200 switches', detached: 'memlab: 0' };

  it('holds the growth of both heaps from the warm-up to the end to 10 MB, with every sample as runs', () => {
    const samples = [sample(0, 20, 5), sample(50, 22, 5.5), sample(100, 26, 6), sample(150, 28, 6.5)];
    const figures = memoryFigures(samples, { nodes: 0, parcelNodes: 0, parcelRoots: [] }, notes);
    expect(figures.memorySwitchHeapGrowth).toMatchObject({ value: 9.5, unit: expect.stringContaining('MB'), bar: { max: 10 }, pass: true, runs: [0, 2.5, 7, 9.5] });
    expect(figures.memoryHeapAfterWarmUp).toMatchObject({ value: 25, bar: null, pass: null });
    expect(figures.memoryHeapAtEnd).toMatchObject({ value: 34.5, runs: [25, 27.5, 32, 34.5] });
    expect(figures.detachedParcelDom).toMatchObject({ value: 0, bar: { max: 0 }, pass: true });
  });

  it('fails growth over 10 MB and any detached parcel node', () => {
    const figures = memoryFigures([sample(0, 20, 5), sample(200, 30, 5.01)], { nodes: 12, parcelNodes: 3, parcelRoots: ['<div data-remote="mfe-casino">'] }, notes);
    expect(figures.memorySwitchHeapGrowth).toMatchObject({ value: 10.01, pass: false });
    expect(figures.detachedParcelDom).toMatchObject({ value: 3, pass: false, note: expect.stringContaining('<div data-remote="mfe-casino">') });
  });

  it('leaves the growth unmeasured with one sample and the detached count unmeasured without a count', () => {
    const figures = memoryFigures([sample(0, 20, 5)], null, notes);
    expect(figures.memorySwitchHeapGrowth?.value).toBeNull();
    expect(figures.detachedParcelDom?.value).toBeNull();
    expect(() => memoryFigures([], null, notes)).toThrow('no heap sample');
  });
});

describe('parcelNodesInSnapshot', () => {
  it('takes every DOM node of a detached group that holds an area, and none of a group that does not', () => {
    const nodes = [
      { id: 1, name: 'Detached <div data-remote="mfe-casino">', linked: [2, 9] },
      { id: 2, name: 'Detached <div style="display: contents;">', linked: [1, 3] },
      { id: 3, name: 'Detached <a href="/play/x">', linked: [2, 4, 5] },
      { id: 4, name: 'Detached Text', linked: [3] },
      { id: 5, name: 'Detached DOMTokenList', linked: [3] },
      { id: 6, name: 'Detached <header>', linked: [7] },
      { id: 7, name: 'Detached <nav>', linked: [6] },
    ];
    expect(parcelNodesInSnapshot(nodes)).toEqual([1, 2, 3, 4]);
  });

  it('takes a group rooted at an element the probe marked, with or without a value in its name', () => {
    expect(parcelNodesInSnapshot([{ id: 1, name: `Detached <section ${PARCEL_REMOVAL_MARK}="">`, linked: [2] }, { id: 2, name: 'Detached <h2>', linked: [1] }])).toEqual([1, 2]);
    expect(parcelNodesInSnapshot([{ id: 1, name: `Detached <section class="x" ${PARCEL_REMOVAL_MARK}>`, linked: [] }])).toEqual([1]);
    expect(parcelNodesInSnapshot([{ id: 1, name: 'Detached <section data-bench-left>', linked: [] }])).toEqual([]);
  });
});

describe('unmeasuredMemoryFigures', () => {
  it('leaves both barred figures unmeasured with the reason, so the summary lists them', () => {
    const figures = unmeasuredMemoryFigures('the switch timed out');
    expect(summarise(figures)).toEqual({ bars: 2, passed: 0, failed: [], unmeasured: ['memorySwitchHeapGrowth', 'detachedParcelDom'] });
    expect(figures.detachedParcelDom?.note).toBe('the switch timed out');
  });
});
