// lint as: host/src/features/layout/lint-fixture.tsx
// expect: nothing
// What a feature may import: shared's entry points, the layer below (lib/), its own files, and
// another feature through that feature's public file.
import { theme } from '@casino/shared/ui';
import { config } from '../../lib/config';
import { playableBalanceOf } from '../wallet';
import { Footer } from './components/footer';

export function Brand() {
  return (
    <p style={{ color: theme.colors.text }}>
      {config.brandName} {playableBalanceOf(null)}
      <Footer />
    </p>
  );
}
