// expect: import/no-cycle
// Two modules that import each other (with second.ts).
import { second } from './second';

export const first = (): number => second() + 1;
