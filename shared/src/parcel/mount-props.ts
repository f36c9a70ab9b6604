import type { AxiosInstance } from 'axios';
import type { i18n as I18n } from 'i18next';
// zod/mini: the same schemas and errors, tree-shaken to what they use (every remote carries this file).
import { z } from '@casino/shared-modules/zod';
import type { PlatformBusView } from '../bus/platform-bus';
import type { ContentClient } from '../content/content-types';

/**
 * The props the host mounts every parcel with (ARCHITECTURE §4).
 * single-spa adds its own (`name`, `mountParcel`, `domElement`, …) beside these.
 */
export interface MountProps {
  /** The platform bus (ARCHITECTURE §5), as a remote holds it: read, listen and emit; only the host sets state. */
  bus: PlatformBusView;
  /** The host's axios instance: base URL, auth or site-context header, timeouts, logout on 401/403, error normalisation. */
  http: AxiosInstance;
  /** The content client (GROQ queries against the content service). */
  content: ContentClient;
  /**
   * The host's i18next instance; a remote adds its own namespace (English at mount, other languages as the
   * page is in them, following `languageChanging`/`languageChanged`). The host's instance re-renders on
   * added resources (react-i18next `bindI18nStore: 'added'`), so texts that arrive after a change show.
   */
  i18n: I18n;
  /** The locale-prefixed path where the parcel lives, e.g. `/en-UN/online-casino`. */
  basePath: string;
  /** The `@casino/shared` contract version the host was built with. */
  contractVersion: string;
  /**
   * False while the host keeps the parcel mounted but hidden, after the player left its page (issue 19:
   * coming back shows it at once); absent or true when shown. Hidden, the parcel keeps its state and DOM
   * but runs no effects (React `Activity`) and holds its location. Since contract 2.11.0.
   */
  active?: boolean;
}

const fn = (name: string) => z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', `${name} must be a function`);

/** Validates mount props at the parcel boundary; a host/remote mismatch fails with the field named. */
export const mountPropsSchema = z.object({
  bus: z.looseObject({ select: fn('bus.select'), emit: fn('bus.emit'), on: fn('bus.on'), get: fn('bus.get') }),
  http: z.custom<AxiosInstance>((value) => typeof value === 'function' || (typeof value === 'object' && value !== null && 'request' in value), 'http must be an axios instance'),
  content: z.looseObject({ fetch: fn('content.fetch') }),
  i18n: z.looseObject({ t: fn('i18n.t'), addResourceBundle: fn('i18n.addResourceBundle'), on: fn('i18n.on'), off: fn('i18n.off') }),
  basePath: z.string().check(z.regex(/^\/[a-z]{2}-[A-Z]{2}(\/.*)?$/, 'basePath must start with a /{lang}-{MARKET} segment')),
  contractVersion: z.string().check(z.regex(/^\d+\.\d+\.\d+/)),
  active: z.optional(z.boolean()),
});

/**
 * Checks mount props; throws a `ZodError` naming each missing or wrong prop.
 * @returns the same props, typed.
 */
export function assertMountProps(props: unknown): MountProps {
  mountPropsSchema.parse(props);
  return props as MountProps;
}
