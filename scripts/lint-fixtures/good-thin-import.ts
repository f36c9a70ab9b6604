// lint as: mfe-casino/src/features/game-list/lint-fixture.ts
// expect: nothing
// react-router and rxjs come through the thin modules the page shares.
import { Link } from '@casino/shared-modules/react-router';
import { Subject } from '@casino/shared-modules/rxjs';

export const used = [Link, Subject];
