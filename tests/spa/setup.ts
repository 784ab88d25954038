import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// A screen's first render in a file loads its lazy modules; on a busy CI machine that passes the default 1 s of
// findBy/waitFor (the assertions stay the same, they are only given time to be met).
configure({ asyncUtilTimeout: 5_000 });
