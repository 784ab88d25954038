import ContentCopy from '@mui/icons-material/ContentCopy';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { tariffs } from '../../../common/resources/tariffs';
import type { AppDataProvider } from '../../dataProvider';
import { pagePathOf } from '../declared/pageRoutes';
import type { TariffRecord } from './types';

/** F3: the server names and codes the copy (docs/decisions.md F3/clone); the admin lands on it to adjust. */
export function CloneTariffButton() {
  const record = useRecordContext<TariffRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { canAccess } = useCanAccess({ resource: 'tariffs', action: 'clone' });
  if (!record || !canAccess) return null;

  async function clone(event: React.MouseEvent) {
    event.stopPropagation();
    try {
      const copy = await dataProvider.cloneTariff(record!.id);
      notify('resources.tariffs.notifications.cloned', { messageArgs: { name: copy.name } });
      redirect(pagePathOf(tariffs, copy.id));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  return <LabelledButton label="resources.tariffs.actions.clone" onClick={(event) => void clone(event)} startIcon={<ContentCopy />} />;
}
