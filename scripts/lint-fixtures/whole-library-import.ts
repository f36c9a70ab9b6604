// lint as: mfe-casino/src/features/game-list/lint-fixture.ts
// expect: no-restricted-imports, no-restricted-imports, no-restricted-imports
// react-router and rxjs whole, past the thin modules the page shares (shared-modules/README.md).
import { Link } from 'react-router';
import { Subject } from 'rxjs';
import { webSocket } from 'rxjs/webSocket';

export const used = [Link, Subject, webSocket];
