// lint as: mfe-account/src/features/signup/lint-fixture.ts
// expect: nothing
// Front-end schemas come from zod/mini, tree-shaken to what they use (issue 19).
import { z } from 'zod/mini';

export const code = z.string().check(z.regex(/^\d{6}$/));
