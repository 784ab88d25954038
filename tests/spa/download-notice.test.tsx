import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFileDownload } from '../../src/components/useFileDownload';
import { COMPONENT_TEST, renderWithAdmin, testProvider } from './test-utils';

/** P6: 'Скачивание файла началось' stays readable while the file arrives and is saved (issue 27: it vanished at once). */
function DownloadButton() {
  const download = useFileDownload();
  return <button onClick={() => void download('/files/report', 'report.xlsx')}>Скачать</button>;
}

describe('the download notice (P6)', () => {
  const saved: string[] = [];
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
      // a real click: it bubbles to the document, where a snackbar's click-away listener hears clicks
      this.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('stays a few seconds after the file is saved', COMPONENT_TEST, async () => {
    const dataProvider = testProvider({ download: () => new Promise((resolve) => setTimeout(() => resolve({ blob: new Blob(['x']), fileName: 'Отчет.xlsx' }), 300)) });
    renderWithAdmin(<DownloadButton />, { dataProvider });
    await userEvent.click(screen.getByRole('button', { name: 'Скачать' }));
    expect(await screen.findByText('Скачивание файла началось')).toBeInTheDocument();
    await vi.waitFor(() => expect(saved).toEqual(['Отчет.xlsx']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(screen.getByText('Скачивание файла началось')).toBeVisible();
  });
});
