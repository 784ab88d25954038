import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import type { FieldValues } from 'react-hook-form';
import { Form, NumberInput, SaveButton, TextInput, minValue, number, regex, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { promo } from '../../../common/resources/promo';
import type { AppDataProvider } from '../../dataProvider';
import { inputFor } from '../declared/inputs';

interface GenerateValues {
  count: number;
  type: 'PERCENT' | 'FIX';
  amount: number;
  all_use: number;
  prefix?: string;
}

const defaultValues = { count: 10, type: 'PERCENT', all_use: 1, prefix: '' };
/** The kind, size and uses of the discount: the promo code's own inputs and rules (common/resources/promo.ts). */
const discountInputs = (['type', 'amount', 'all_use'] as const).flatMap((key) => inputFor(promo, key, promo.fields[key]));
const countRules = [required(), number(), minValue(1), (value: unknown) => (Number(value) > 1000 ? 'resources.promo.validation.countMax' : undefined)];
const prefixRule = regex(/^[A-Za-z0-9_-]{0,20}$/, 'resources.promo.validation.prefix');

/** H3: creates `count` random codes attached to the tariff, in one call. */
export function GeneratePromoCodesDialog({ tariffId, open, onClose }: { tariffId: string; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();

  // only the dialog's own fields: the form also holds the record of the page it opens on (the tariff), which the server refuses
  async function generate({ count, type, amount, all_use, prefix }: GenerateValues) {
    try {
      const created = await dataProvider.generatePromoCodes(tariffId, { count, type, amount, all_use, ...(prefix ? { prefix } : {}) });
      notify('resources.promo.notifications.generated', { type: 'success', messageArgs: { count: created.length } });
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="generate-promo-title">
      <DialogTitle id="generate-promo-title">{translate('resources.promo.generate.title')}</DialogTitle>
      <DialogContent>
        <Form defaultValues={defaultValues} onSubmit={(values: FieldValues) => generate(values as GenerateValues)} resource="promo">
          <NumberInput source="count" min={1} max={1000} step={1} validate={countRules} label="resources.promo.generate.count" />
          {discountInputs}
          <TextInput source="prefix" validate={prefixRule} label="resources.promo.generate.prefix" />
          <SaveButton label="resources.promo.generate.submit" alwaysEnable />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
