/**
 * The zod every front end on a page uses, one copy per page: `z`, the functions of zod/mini the apps
 * call (`z.object`, `z.optional`, …) and its types (`z.infer`). Module Federation shares this module
 * as a singleton (build/src/webpack.ts), so the host and each remote no longer bring a tree-shaken
 * zod of their own (7–9 kB brotli each, issue 19: no library twice on a page).
 *
 * A shared module is never tree-shaken, since any app may use any of its exports; zod/mini whole is
 * about 70 kB brotli. `z` is a namespace of `zod-names.ts`, which names only the functions the apps
 * call, so webpack drops the rest of zod inside the one chunk that provides it. `exports.test.ts`
 * fails on a name nobody calls as `z.<name>`, typecheck on one that is missing.
 */
export * as z from './zod-names';
