import Download from '@mui/icons-material/Download';
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButtons } from '../../src/components/tableExport/ExportButtons';
import { LabelledButton } from '../../src/components/LabelledButton';
import { testI18nProvider } from './testI18n';

/** A phone's width: react-admin's Button becomes an icon button (its media query matches). */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: true, media: query, onchange: null, addListener: () => {}, removeListener: () => {},
    addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }) as MediaQueryList);
}
afterEach(() => vi.restoreAllMocks());

const inAdmin = (ui: React.ReactNode) => render(<AdminContext i18nProvider={testI18nProvider('ru')}>{ui}</AdminContext>);

describe('a labelled button (react-admin Button named in every state)', () => {
  it('keeps its name on a phone when disabled, as the export buttons are while their table is empty', () => {
    onAPhone();
    inAdmin(<ExportButtons name="report" columns={[]} rows={[]} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toBeDisabled();
      expect(button.getAttribute('aria-label')).toMatch(/\S/);
    }
  });

  it('is named by its translated label on a phone when enabled too', () => {
    onAPhone();
    inAdmin(<LabelledButton label="ra.action.export" onClick={() => undefined}><Download /></LabelledButton>);
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeEnabled();
  });
});
