import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { defaultExporter } from 'react-admin';

describe('a list’s CSV export (react-admin’s default exporter, jsonexport loaded when it runs)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the rows as <resource>.csv', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:export';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    defaultExporter([{ id: 1, name: 'Юрист онлайн' }], () => Promise.resolve({}), {} as never, 'services');
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('services.csv');
    expect(await blobs[0]!.text()).toBe('id,name\n1,Юрист онлайн');
  });
});
