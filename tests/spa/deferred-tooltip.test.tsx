import { IconButton } from '@mui/material';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DeferredTooltip from '../../src/layout/DeferredTooltip';
import { humanize, inflect, transform } from '../../src/i18n/inflectionFallback';

/**
 * The build's Tooltip (src/layout/DeferredTooltip.tsx): before MUI's has loaded, its child keeps the name a text
 * title gives it (or the description), its own props and its class; then MUI's Tooltip shows on hover.
 */
describe('the deferred tooltip', () => {
  it('names an icon button by its title at once, then shows the tooltip on hover once loaded', async () => {
    render(
      <DeferredTooltip title="Обновить" className="outer">
        <IconButton className="inner" data-testid="refresh">↻</IconButton>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Обновить' });
    expect(button.className).toMatch(/outer/);
    expect(button.className).toMatch(/inner/);
    // MUI's own Tooltip takes over (at the first idle moment) and opens on hover
    await waitFor(() => expect(button.getAttribute('aria-label')).toBe('Обновить'));
    await waitFor(async () => {
      await userEvent.hover(screen.getByTestId('refresh'));
      expect(await screen.findByRole('tooltip', {}, { timeout: 500 })).toHaveTextContent('Обновить');
    }, { timeout: 5_000 });
    // closed before the file ends: a transition's timer left running would fire after the DOM is torn down
    await userEvent.unhover(screen.getByTestId('refresh'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('describes a child that has a name of its own when asked to (describeChild)', () => {
    render(
      <DeferredTooltip title="Скачать файл" describeChild>
        <button type="button">PDF</button>
      </DeferredTooltip>,
    );
    const button = screen.getByRole('button', { name: 'PDF' });
    expect(['Скачать файл', null]).toContain(button.getAttribute('title'));
  });
});

describe("react-admin's inflection fallback", () => {
  it('makes the labels react-admin asks for from codes', () => {
    expect(transform('createdAt', ['underscore', 'humanize'])).toBe('Created at');
    expect(humanize('partner_id')).toBe('Partner');
    expect(inflect('certificates', 1)).toBe('certificate');
    expect(inflect('certificate', 2)).toBe('certificates');
  });
});
