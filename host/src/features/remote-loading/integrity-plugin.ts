import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A Module Federation runtime plugin that loads each remote entry with the integrity the release
 * manifest recorded for it (ARCHITECTURE §6): the browser refuses to run an entry whose bytes
 * differ, and the load fails like a network error.
 *
 * @param integrityOf the recorded `sha384-…` hash of an entry URL, or undefined when none is known.
 */
export function integrityPlugin(integrityOf: (url: string) => string | undefined): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-entry-integrity',
    createScript({ url }) {
      const integrity = integrityOf(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.integrity = integrity;
      // Integrity needs a CORS fetch; the CDN allows any origin.
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
