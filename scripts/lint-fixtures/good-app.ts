// lint as: host/src/app/lint-fixture.ts
// expect: nothing
// app/ composes: it may import any feature and the layer below.
import { Layout } from '../features/layout/components/layout';
import { ShellStore } from '../lib/shell-store';

export const parts = [Layout, ShellStore];
