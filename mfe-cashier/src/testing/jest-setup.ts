import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A first render in a test file (modules loading, zod compiling its schemas) can pass a second on a busy
// 2-core machine, the default wait of findBy/waitFor: give waits room, as the casino's setup does.
// 10 s, not 3: CI runs two packages' suites side by side on 2 cores, and a wait that passes costs nothing.
configure({ asyncUtilTimeout: 10_000 });
