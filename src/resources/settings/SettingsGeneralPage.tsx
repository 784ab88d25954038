import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Form, Loading, NumberInput, Title, maxValue, minValue, required, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { bonusPoints } from '../../../common/bonus';
import { formatPrice } from '../../format';
import { SaveSettingsButton } from './SaveSettingsButton';
import { useSettings } from './useSettings';

const EXAMPLE_SALE = 10_000;
const whole = (value: unknown) => (value == null || Number.isInteger(Number(value)) ? undefined : 'app.settings.wholePoints');
const twoDecimals = (value: unknown) => (value == null || Number.isInteger(Math.round(Number(value) * 1e6) / 1e4) ? undefined : 'app.settings.twoDecimals');
const bonusMoneyRules = [required(), minValue(0), maxValue(1_000_000), whole];
const bonusRateRules = [required(), minValue(0), maxValue(100), twoDecimals];

/** The bonus of an example sale in words, as the form holds the values now. */
function BonusExample() {
  const translate = useTranslate();
  const [money, rate] = useWatch({ name: ['bonus_money', 'bonus_rate'] }) as [number | null, number | null];
  if (money == null || rate == null || !Number.isFinite(money) || !Number.isFinite(rate)) return null;
  const points = bonusPoints(EXAMPLE_SALE, rate, Math.trunc(money));
  return (
    <Typography color="text.secondary" data-testid="bonus-example">
      {translate('app.settings.general.example', { sale: formatPrice(EXAMPLE_SALE), points, smart_count: points })}
    </Typography>
  );
}

/** M9 /settings/general: the bonus a paid sale accrues to its client (decision M9/bonus). */
export function SettingsGeneralPage() {
  const translate = useTranslate();
  const { record, isPending, save, saving, formKey } = useSettings();
  if (isPending || !record) return <Loading />;
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.settings.general.title" />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{translate('app.settings.general.intro')}</Typography>
        <Form key={formKey} resource="settings" record={record}>
          <Stack>
            <NumberInput source="bonus_rate" label="app.settings.fields.bonus_rate" helperText="app.settings.helpers.bonus_rate" min={0} max={100} step={0.01} validate={bonusRateRules} />
            <NumberInput source="bonus_money" label="app.settings.fields.bonus_money" helperText="app.settings.helpers.bonus_money" min={0} step={1} validate={bonusMoneyRules} />
            <BonusExample />
            <Stack direction="row" sx={{ mt: 2 }}>
              <SaveSettingsButton saving={saving} onSave={(values) => save({ bonus_money: Number(values.bonus_money), bonus_rate: Number(values.bonus_rate) })} />
            </Stack>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
