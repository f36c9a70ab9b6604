/** `@casino/shared/harness`: a remote's standalone harness for its team (ARCHITECTURE §4). */
export { startHarness } from './start-harness';
