import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// A screen's first render in a file loads its lazy modules; on a busy CI machine that passes the default 1 s of
// findBy/waitFor (the assertions stay the same, they are only given time to be met).
configure({ asyncUtilTimeout: 5_000 });

// After a file's last test its screens are unmounted (cleanup), but a timer one of them set on the way out may still
// be due: react-admin's deferred list params (a setTimeout of 0). The DOM is torn down as soon as the file ends, and
// such a timer's React update then throws "window is not defined", an uncaught error that fails the run (CI,
// cashbox.test.tsx). What is due is let fire first. (Waiting on every pending timer is no way: react-query keeps
// minutes-long cache timers.)
afterAll(() => new Promise((resolve) => setTimeout(resolve, 20)));
