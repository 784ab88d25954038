import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesChart } from '../../src/resources/salesStats/SalesChart';
import { COMPONENT_TEST, RENDER_WAIT, renderWithAdmin } from './test-utils';

const SALES = [
  { date: '2025-03-01', count: 2, cost: 1900 },
  { date: '2025-03-02', count: 3, cost: 2499.99 },
];

describe('the sales chart (issue 27)', () => {
  // happy-dom lays nothing out: without a ResizeObserver recharts keeps the container's first size and draws
  beforeEach(() => vi.stubGlobal('ResizeObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('names its series in a legend and titles its axes', COMPONENT_TEST, async () => {
    const { container } = renderWithAdmin(<SalesChart sales={SALES} />);
    const legend = await screen.findByText('Сумма', { selector: '.recharts-legend-item-text' }, RENDER_WAIT);
    expect(legend).toBeInTheDocument();
    expect(screen.getByText('Сертификаты', { selector: '.recharts-legend-item-text' })).toBeInTheDocument();
    const titles = [...container.querySelectorAll('.recharts-label')].map((label) => label.textContent);
    expect(titles).toEqual(expect.arrayContaining(['День', 'Сумма продаж', 'Сертификатов, шт.']));
  });
});
