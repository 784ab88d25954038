import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/**
 * What one test renders is gone before the next starts (tests/spa/setup.ts). Without it a whole app
 * left mounted by one test kept running into the next, which made authProviderLogin.test.tsx flaky.
 */
describe('SPA test isolation', () => {
  it('renders something', () => {
    render(<button>left over</button>);
    expect(screen.getByRole('button', { name: 'left over' })).toBeInTheDocument();
  });

  it('starts the next test on an empty page', () => {
    expect(screen.queryByRole('button', { name: 'left over' })).not.toBeInTheDocument();
    expect(document.body.innerHTML).toBe('');
  });
});
