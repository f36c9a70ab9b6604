// lint as: shared/src/wire/lint-fixture.ts
// expect: no-restricted-imports, no-restricted-imports, no-restricted-imports, no-restricted-imports
// zod's classic API in code that ships to browsers (issue 19: not tree-shaken), zod/mini past the page's one
// copy, and react-router whole in the same file: the zod rule repeats the thin-module rule rather than
// replacing it.
import { Link } from 'react-router';
import { z } from 'zod';
import { z as mini } from 'zod/mini';
import { z as v4 } from 'zod/v4';

export const used = [Link, z, mini, v4];
