import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Role queries over pages of tiles are slow in jsdom on a busy machine: give waits and tests room.
configure({ asyncUtilTimeout: 3000 });
jest.setTimeout(15_000);

// jsdom has no layout: scrolling the window (the virtualised grid scrolls to a row) does nothing.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
