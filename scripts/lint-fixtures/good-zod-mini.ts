// lint as: mfe-account/src/features/signup/lint-fixture.ts
// expect: nothing
// Front-end schemas come from the page's one zod/mini, the thin shared module (issue 19).
import { z } from '@casino/shared-modules/zod';

export const code = z.string().check(z.regex(/^\d{6}$/));
