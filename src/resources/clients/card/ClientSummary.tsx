import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Fact } from '../../../components/Fact';
import { formatPhone, formatPrice } from '../../../format';
import type { ClientRecord } from '../types';

/** E3: the client's fields in view mode. */
export function ClientSummary({ record }: { record: ClientRecord }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.clients.fields.${name}`);
  const legal = record.type === 'LEGAL';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}><Fact label={field('phone')} value={formatPhone(record.phone)} /></Grid>
      <Grid size={{ xs: 12, sm: 4 }}><Fact label={field('email')} value={record.email} /></Grid>
      <Grid size={{ xs: 12, sm: 4 }}><Fact label={field('type')} value={translate(`resources.clients.types.${record.type}`)} /></Grid>
      <Grid size={{ xs: 6, sm: 4 }}><Fact label={field('money')} value={formatPrice(record.money)} /></Grid>
      <Grid size={{ xs: 6, sm: 4 }}><Fact label={field('bonus')} value={String(record.bonus)} /></Grid>
      <Grid size={{ xs: 12, sm: 4 }}><Fact label={field('login')} value={record.login} /></Grid>
      {legal && (
        <>
          <Grid size={{ xs: 12, sm: 4 }}><Fact label={field('entity.company')} value={record.entity?.company} /></Grid>
          <Grid size={{ xs: 6, sm: 4 }}><Fact label={field('entity.inn')} value={record.entity?.inn} /></Grid>
          <Grid size={{ xs: 6, sm: 4 }}><Fact label={field('entity.ogrn')} value={record.entity?.ogrn} /></Grid>
        </>
      )}
    </Grid>
  );
}
