import { resolveRemotes, type ReleaseManifest, type RemoteName, type ResolvedRemote } from '@casino/shared/contract';
import { createContext, useContext, type ReactNode } from 'react';
import type { PreviewState } from './preview-state';

/** The release the page was loaded with: the manifest is read once per visit (ARCHITECTURE §6). */
export interface Release {
  /** Resolves to the manifest, or rejects when it could not be read. */
  manifest: Promise<ReleaseManifest>;
  /** What this page load does with a preview link (issue 20 point 3; preview.ts); never rejects. */
  preview: Promise<PreviewState>;
}

const ReleaseContext = createContext<Release | null>(null);

export function ReleaseProvider({ release, children }: { release: Release; children: ReactNode }) {
  return <ReleaseContext.Provider value={release}>{children}</ReleaseContext.Provider>;
}

/** The visit's release. Throws outside the provider. */
export function useRelease(): Release {
  const release = useContext(ReleaseContext);
  if (!release) throw new Error('useRelease needs a ReleaseProvider');
  return release;
}

/** The version of `remote` pinned for `market` in a manifest, or undefined when none is. */
export function pinnedRemote(manifest: ReleaseManifest, market: string, remote: RemoteName): ResolvedRemote | undefined {
  return resolveRemotes(manifest, market)[remote];
}
