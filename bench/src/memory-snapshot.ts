import heapAnalysis from '@memlab/heap-analysis';
import memlab, { type IHeapNode } from '@memlab/core';
import { parcelNodesInSnapshot, type DetachedDomCount } from './memory';

/** The detached DOM of a heap snapshot as memlab reads it, and what keeps the parcels' nodes alive. */
export interface SnapshotDetachedDom extends DetachedDomCount {
  /** memlab's shortest retainer paths (from a GC root) of up to three parcel nodes, one line each. */
  retainers: string[];
}

type HeapNode = IHeapNode;

/** How many edges memlab's shortest path from a GC root to `node` has. */
const pathLength = (node: HeapNode) => {
  let length = 0;
  for (let current: HeapNode | null = node; current?.pathEdge && length < 1000; current = current.pathEdge.fromNode) length += 1;
  return length;
};

/** memlab's shortest path from a GC root to `node`, as `root.edge → … → node`, at most 12 steps. */
function retainerPath(node: HeapNode): string {
  const steps: string[] = [];
  for (let current: HeapNode | null = node; current?.pathEdge && steps.length < 12; current = current.pathEdge.fromNode) {
    steps.unshift(`${current.pathEdge.fromNode.name.slice(0, 60)} .${String(current.pathEdge.name_or_index)}`);
  }
  return `${steps.join(' → ')} → ${node.name.slice(0, 80)}`;
}

/**
 * Reads the heap snapshot `file` with memlab (`@memlab/heap-analysis`' full heap: detachedness and
 * shortest retainer paths) and counts its detached DOM nodes (`utils.isDetachedDOMNode`) and those of
 * them that were a parcel's (`parcelNodesInSnapshot`). memlab's progress lines are muted: the bench's
 * stdout is its JSON.
 */
export async function detachedDomInSnapshot(file: string): Promise<SnapshotDetachedDom> {
  memlab.config.muteConsole = true;
  const heap = await heapAnalysis.getFullHeapFromFile(file);
  const detached: HeapNode[] = [];
  heap.nodes.forEach((node) => {
    if (memlab.utils.isDetachedDOMNode(node, { ignoreInternalNode: true })) detached.push(node);
  });
  const ids = new Set(detached.map((node) => node.id));
  const parcel = new Set(
    parcelNodesInSnapshot(
      detached.map((node) => ({
        id: node.id,
        name: node.name,
        linked: node.references.filter((edge) => edge.type === 'element' && ids.has(edge.toNode.id)).map((edge) => edge.toNode.id),
      })),
    ),
  );
  const parcelNodes = detached.filter((node) => parcel.has(node.id));
  const domNodes = detached.filter((node) => /^Detached (<|Text$|Comment$)/.test(node.name));
  const roots = parcelNodes.filter((node) => /data-remote="|data-bench-left-parcel/.test(node.name));
  return {
    nodes: domNodes.length,
    parcelNodes: parcelNodes.length,
    parcelRoots: roots.slice(0, 10).map((node) => node.name.replace(/^Detached /, '')),
    retainers: [...parcelNodes]
      .filter((node) => node.pathEdge)
      .sort((a, b) => pathLength(a) - pathLength(b))
      .slice(0, 3)
      .map(retainerPath),
  };
}
