import ContentCopy from '@mui/icons-material/ContentCopy';
import { Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import type { AppDataProvider } from '../../dataProvider';
import { useCopyToClipboard } from './useCopyToClipboard';

/** G2: the HTML snippet a partner's site embeds to sell through the widget (GET /partners/widget/{id}), with a copy button. */
export function PartnerWidget({ partnerId }: { partnerId: string }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const copy = useCopyToClipboard();
  const { data } = useQuery({
    queryKey: ['partners', 'widget', partnerId],
    queryFn: () => dataProvider.partnerWidget(partnerId),
  });
  const snippet = data?.widget_template ?? '';
  return (
    <Stack spacing={1} sx={{ maxWidth: 720 }}>
      <TextField
        label={translate('resources.partners.widget.snippet')}
        value={snippet}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <div>
        <LabelledButton label="resources.partners.widget.copy" disabled={!snippet} onClick={() => void copy(snippet)}>
          <ContentCopy />
        </LabelledButton>
      </div>
    </Stack>
  );
}
