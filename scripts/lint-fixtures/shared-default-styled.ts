// lint as: shared/src/ui/lint-fixture.ts
// expect: no-restricted-syntax
// shared takes styled-components' named export: Node's ESM (the release CLI) gives the default import as module.exports.
import styled from 'styled-components';

export const Box = styled.div``;
