import DeleteIcon from '@mui/icons-material/Delete';
import { Chip, ListItem, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { unitCount } from '../../../../i18n/enumLabel';
import type { ClientOption } from './types';

/** One option: its name, limit (or 'unlimited') with the uses so far, the autobot mark, and where it comes from. */
export function OptionItem({ option, onDelete }: { option: ClientOption; onDelete?: () => void }) {
  const translate = useTranslate();
  // the limit with its unit's plural form ('24 консультации'), the uses after it: no noun stands after 'из N'
  const limit =
    option.unlimited || option.limit === null
      ? translate('app.clients.options.unlimited')
      : translate(option.used === null ? 'app.clientOptions.limit' : 'app.clientOptions.used', { used: option.used, limit: unitCount(translate, option.unit, option.limit) });
  const origin = [
    option.certificate ? translate('app.clientOptions.certificate', { number: option.certificate.number }) : null,
    option.description,
    option.author ? translate('app.clientOptions.givenBy', { name: option.author.name }) : null,
  ];
  return (
    <ListItem
      divider
      data-testid="client-option"
      secondaryAction={
        onDelete ? (
          <ConfirmButton compact label="ra.action.delete" icon={<DeleteIcon />} question="app.clientOptions.deleteQuestion" questionArgs={{ name: option.name }} onConfirm={onDelete} />
        ) : undefined
      }
    >
      <ListItemText
        primary={
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <span>{option.name}</span>
            <Chip size="small" label={limit} variant="outlined" />
            {option.bot === 'AUTOBOT' ? <Chip size="small" color="info" label={translate('app.clientOptions.autobot')} /> : null}
          </Stack>
        }
        secondary={origin.filter(Boolean).join(' · ') || undefined}
      />
    </ListItem>
  );
}
