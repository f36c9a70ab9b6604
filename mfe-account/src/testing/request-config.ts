import type { TestPlatform } from '@casino/shared/testing';

type AxiosAdapterOf<T> = Extract<T extends readonly (infer Item)[] ? Item : T, (...args: never[]) => unknown>;

/** An adapter of the test platform's http client (axios', reached through the mount props' type). */
export type HttpAdapter = AxiosAdapterOf<NonNullable<TestPlatform['http']['defaults']['adapter']>>;

/** The request a test http route gets: axios' request config. */
export type RequestConfig = Parameters<HttpAdapter>[0];

/** What axios tells an upload's `onUploadProgress`. */
export type UploadProgress = Parameters<NonNullable<RequestConfig['onUploadProgress']>>[0];
