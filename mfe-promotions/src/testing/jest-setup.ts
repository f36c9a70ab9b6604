import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The rewards flows chain several calls (validate, claim, refetch): on a loaded machine the default 1 s of
// findBy/waitFor is too short for an answer that does come.
configure({ asyncUtilTimeout: 3000 });
jest.setTimeout(15_000);
