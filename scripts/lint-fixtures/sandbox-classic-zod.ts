// lint as: sandbox/src/lint-fixture.ts
// expect: nothing
// The sandbox is a server, not size-bound: it keeps zod's classic API for its own schemas.
import { z } from 'zod';

export const code = z.string().regex(/^\d{6}$/);
