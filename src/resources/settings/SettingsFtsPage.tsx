import { Card, CardContent, Stack, Typography } from '@mui/material';
import { ArrayInput, Form, Loading, NumberInput, ResourceContextProvider, SimpleFormIterator, Title, maxValue, minValue, required, useTranslate } from 'react-admin';
import type { SettingsChange } from '../../dataProvider/api/settings';
import { SaveSettingsButton } from './SaveSettingsButton';
import { useSettings } from './useSettings';

type Row = NonNullable<SettingsChange['fts_commission']>[number];
const amountRules = [required(), minValue(0), maxValue(1_000_000_000)];
const percentRules = [required(), minValue(0), maxValue(100)];

/** M9 /settings/fts (the menu's 'customs'): the FTS commission table, stored and shown (decision M9/fts). */
export function SettingsFtsPage() {
  const translate = useTranslate();
  const { record, isPending, save, saving, formKey } = useSettings();
  if (isPending || !record) return <Loading />;
  const submit = (values: Record<string, unknown>) => {
    const rows = (values.fts_commission ?? []) as Row[];
    return save({ fts_commission: rows.map((row) => ({ from: Number(row.from), percent: Number(row.percent), fixed: Number(row.fixed) })) });
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title="app.settings.fts.title" />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('app.settings.fts.intro')}</Typography>
        <ResourceContextProvider value="settings">
        <Form key={formKey} resource="settings" record={record}>
          <ArrayInput source="fts_commission" label="app.settings.fields.fts_commission">
            <SimpleFormIterator inline disableReordering>
              <NumberInput source="from" label="app.settings.fields.from" min={0} step={0.01} validate={amountRules} />
              <NumberInput source="percent" label="app.settings.fields.percent" min={0} max={100} step={0.01} validate={percentRules} />
              <NumberInput source="fixed" label="app.settings.fields.fixed" min={0} step={0.01} validate={amountRules} />
            </SimpleFormIterator>
          </ArrayInput>
          <Stack direction="row" sx={{ mt: 2 }}>
            <SaveSettingsButton saving={saving} onSave={submit} />
          </Stack>
        </Form>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
}
