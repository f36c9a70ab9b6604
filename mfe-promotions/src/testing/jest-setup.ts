import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The rewards flows chain several calls (validate, claim, refetch): on a loaded machine the default 1 s of
// findBy/waitFor is too short for an answer that does come.
// 10 s, not 3: CI runs two packages' suites side by side on 2 cores, and a wait that passes costs nothing.
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(15_000);
