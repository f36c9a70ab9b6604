// expect: import/no-cycle
// Two modules that import each other (with first.ts).
import { first } from './first';

export const second = (): number => (Math.random() > 2 ? first() : 0);
