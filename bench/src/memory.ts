import { figure, type Figure } from './report';

/*
 * The memory measure's pure part (issue 21 point 5): which detached DOM nodes were a parcel's, and the
 * heap samples turned into the report's figures. `memory-measure.ts` drives the browser.
 */

/**
 * The attribute the bench's probe (`markParcelRemovals`) sets on an element removed from inside a
 * `[data-remote]` area or the host's holder of kept parcels (`[data-kept-parcels]`), so a detached tree
 * says where it came from even when its root is not the area itself.
 */
export const PARCEL_REMOVAL_MARK = 'data-bench-left-parcel';

/** A node of a detached DOM tree as CDP's `DOM.getDetachedDomNodes` gives it (`DOM.Node`, the fields used). */
export interface DetachedTreeNode {
  nodeName: string;
  nodeType: number;
  /** Flat name/value pairs, as CDP gives them. */
  attributes?: string[];
  children?: DetachedTreeNode[];
}

/** What the detached trees hold: every node, the parcels' nodes among them, and where the parcels' trees were rooted. */
export interface DetachedDomCount {
  /** Nodes of every detached tree (elements, text, comments). */
  nodes: number;
  /** Nodes that were inside a parcel: a `[data-remote]` area, a marked element (`PARCEL_REMOVAL_MARK`), or below one. */
  parcelNodes: number;
  /** The roots of the trees that hold parcel nodes, as `<div data-remote="mfe-casino">` (at most 10). */
  parcelRoots: string[];
}

const attributeOf = (node: DetachedTreeNode, name: string): string | null => {
  const attributes = node.attributes ?? [];
  for (let i = 0; i + 1 < attributes.length; i += 2) if (attributes[i] === name) return attributes[i + 1] as string;
  return null;
};

const isParcelRoot = (node: DetachedTreeNode) => attributeOf(node, 'data-remote') !== null || attributeOf(node, PARCEL_REMOVAL_MARK) !== null;

/** `<tag a="b">`, the way DevTools names an element, for the report's notes. */
function describe(node: DetachedTreeNode): string {
  const attributes = node.attributes ?? [];
  const pairs: string[] = [];
  for (let i = 0; i + 1 < attributes.length; i += 2) pairs.push(`${attributes[i]}="${String(attributes[i + 1]).slice(0, 40)}"`);
  return `<${node.nodeName.toLowerCase()}${pairs.length ? ` ${pairs.join(' ')}` : ''}>`;
}

/**
 * Counts the nodes of detached DOM trees (`DOM.getDetachedDomNodes`' `treeNode`s), and among them the
 * nodes that belonged to a parcel: a node is a parcel's when it or an ancestor in its tree is an area's
 * element (`data-remote`) or carries `PARCEL_REMOVAL_MARK`.
 */
export function countDetachedDom(trees: readonly DetachedTreeNode[]): DetachedDomCount {
  const count: DetachedDomCount = { nodes: 0, parcelNodes: 0, parcelRoots: [] };
  for (const tree of trees) {
    const parcelNodesBefore = count.parcelNodes;
    const walk = (node: DetachedTreeNode, inParcel: boolean) => {
      const parcel = inParcel || isParcelRoot(node);
      count.nodes += 1;
      if (parcel) count.parcelNodes += 1;
      for (const child of node.children ?? []) walk(child, parcel);
    };
    walk(tree, false);
    if (count.parcelNodes > parcelNodesBefore && count.parcelRoots.length < 10) count.parcelRoots.push(describe(tree));
  }
  return count;
}

/** One heap measure after a forced garbage collection (CDP `Runtime.getHeapUsage`), in bytes. */
export interface HeapSample {
  /** Switches done when it was taken (0: after the warm-up). */
  switches: number;
  /** V8's JavaScript heap in use. */
  jsBytes: number;
  /** Blink's garbage-collected heap in use (Oilpan: DOM nodes, styles, layout objects). */
  embedderBytes: number;
}

const MB = 1024 * 1024;
const toMb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;
const total = (sample: HeapSample) => sample.jsBytes + sample.embedderBytes;

/** The heap growth the switches may cost, in MB (issue 21 point 5). */
export const HEAP_GROWTH_BAR_MB = 10;

/**
 * The memory figures from the samples (the first after the warm-up, the last after every switch) and
 * the detached DOM counted at the end: `memorySwitchHeapGrowth` (MB, the page's V8 and Blink heaps
 * together, bar ≤ 10), `memoryHeapAfterWarmUp` and `memoryHeapAtEnd` (MB, no bar), each with every
 * sample in `runs`, and `detachedParcelDom` (nodes, bar 0). Throws without samples.
 */
export function memoryFigures(samples: readonly HeapSample[], detached: DetachedDomCount | null, notes: { switching: string; detached: string }): Record<string, Figure> {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) throw new Error('no heap sample');
  const at = samples.map((sample) => sample.switches).join(', ');
  const parts = (sample: HeapSample) => `${toMb(sample.jsBytes)} MB JavaScript + ${toMb(sample.embedderBytes)} MB Blink`;
  return {
    memorySwitchHeapGrowth: figure(samples.length > 1 ? toMb(total(last) - total(first)) : null, 'MB of heap (V8 + Blink) after the switches minus after the warm-up, each after a forced GC', { max: HEAP_GROWTH_BAR_MB }, {
      runs: samples.map((sample) => toMb(total(sample) - total(first))),
      note: `${notes.switching}; runs: the growth at ${at} switches; JavaScript heap ${toMb(last.jsBytes - first.jsBytes)} MB, Blink heap ${toMb(last.embedderBytes - first.embedderBytes)} MB of it`,
    }),
    memoryHeapAfterWarmUp: figure(toMb(total(first)), 'MB of heap (V8 + Blink) after the warm-up and a forced GC', null, { note: parts(first) }),
    memoryHeapAtEnd: figure(toMb(total(last)), 'MB of heap (V8 + Blink) after the switches and a forced GC', null, {
      runs: samples.map((sample) => toMb(total(sample))),
      note: `${parts(last)}; runs: the heap at ${at} switches`,
    }),
    detachedParcelDom: figure(detached?.parcelNodes ?? null, 'detached DOM nodes that were inside a parcel, after the switches and a forced GC', { max: 0 }, {
      note: detached ? `${detached.nodes} detached nodes in all; ${detached.parcelRoots.length ? `parcel trees rooted at ${detached.parcelRoots.join(', ')}` : 'none of a parcel'}; ${notes.detached}` : notes.detached,
    }),
  };
}

/** A detached DOM node of a heap snapshot (as memlab reads it): its id, its name (`Detached <div data-remote="…">`), the DOM nodes its element edges reach. */
export interface SnapshotDomNode {
  id: number;
  name: string;
  /** Ids of the nodes its `element` edges reach (Blink links a node to its parent, children, siblings and document, unnamed). */
  linked: readonly number[];
}

/**
 * The detached DOM nodes of a heap snapshot that belonged to a parcel. A snapshot's element edges do not
 * say which is the parent, so a detached tree is read as a connected group of detached nodes, and the
 * group is a parcel's when one of its nodes is an area (`data-remote="`) or carries `PARCEL_REMOVAL_MARK`
 * (both show in the node's name). Counts DOM nodes only (`<tag …>`, `Text`, `Comment`), not the other
 * detached Blink objects (`DOMTokenList`, observers). Returns the nodes' ids, in the order given.
 */
export function parcelNodesInSnapshot(nodes: readonly SnapshotDomNode[]): number[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const group = new Map<number, number>();
  const members: number[][] = [];
  for (const node of nodes) {
    if (group.has(node.id)) continue;
    const index = members.length;
    const list: number[] = [];
    const stack = [node.id];
    group.set(node.id, index);
    while (stack.length) {
      const id = stack.pop() as number;
      list.push(id);
      for (const next of byId.get(id)?.linked ?? []) {
        if (byId.has(next) && !group.has(next)) {
          group.set(next, index);
          stack.push(next);
        }
      }
    }
    members.push(list);
  }
  const isDomNode = (name: string) => /^(Detached )?(<|Text$|Comment$)/.test(name);
  const marksParcel = (name: string) => name.includes('data-remote="') || name.includes(`${PARCEL_REMOVAL_MARK}=`) || new RegExp(`[< ]${PARCEL_REMOVAL_MARK}[ >]`).test(name);
  const parcelGroups = new Set(members.map((list, index) => (list.some((id) => marksParcel(byId.get(id)!.name)) ? index : -1)).filter((index) => index >= 0));
  return nodes.filter((node) => parcelGroups.has(group.get(node.id)!) && isDomNode(node.name)).map((node) => node.id);
}

/** The memory figures when the measure failed: the two with bars, unmeasured, with the reason as note. */
export function unmeasuredMemoryFigures(reason: string): Record<string, Figure> {
  return {
    memorySwitchHeapGrowth: figure(null, 'MB of heap (V8 + Blink) after the switches minus after the warm-up, each after a forced GC', { max: HEAP_GROWTH_BAR_MB }, { note: reason }),
    detachedParcelDom: figure(null, 'detached DOM nodes that were inside a parcel, after the switches and a forced GC', { max: 0 }, { note: reason }),
  };
}
