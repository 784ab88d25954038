import { Breadcrumbs, Card, CardContent, Link, LinearProgress, Skeleton, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { formatPrice } from '../../format';
import { CHART_HEIGHT } from '../salesStats/chartHeight';
import { DEFAULT_PRESET, type Period, PeriodPicker, presetPeriod, useSalesStats } from '../salesStats';
import { StatsCards } from '../salesStats/StatsCards';
import { FiguresTable, type FiguresRow } from './FiguresTable';
import { NodePicker } from './NodePicker';

// recharts comes after the figures: the chart's chunk loads once the page has painted its numbers
// the reports (react-admin's DataTable, the export buttons) load when their tab is first opened
const ReportsPanel = lazy(() => import('./ReportsPanel').then((module) => ({ default: module.ReportsPanel })));
const SalesChart = lazy(() => import('../salesStats/SalesChart').then((module) => ({ default: module.SalesChart })));

interface Node {
  type: 'partner' | 'subdivision' | 'agent';
  id: string;
  name: string;
}
type View = 'partners' | 'agents';
type Section = 'figures' | 'reports';

/**
 * L1 /analytics: the caller's own figures (admin: the network, by partner or by agent), drilled down to a
 * partner and then to an agent; the server keeps each role inside its scope.
 */
export function AnalyticsPage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.analyticsPage.${key}`);
  const { canAccess: isAdmin } = useCanAccess({ resource: 'partners', action: 'list' });
  // partner and agent admins (G10's structure readers) pick a node of their own structure; the admin drills down
  const { canAccess: readsStructure } = useCanAccess({ resource: 'structure', action: 'list' });
  const [section, setSection] = useState<Section>('figures');
  const [period, setPeriod] = useState<Period>(() => presetPeriod(DEFAULT_PRESET));
  const [view, setView] = useState<View>('partners');
  const [trail, setTrail] = useState<Node[]>([]);
  const node = trail.at(-1);
  const scope = node ? { type: node.type, id: node.id } : undefined;
  const { data: stats, isFetching, error } = useSalesStats({ node: scope }, period);
  const open = (type: Node['type']) => (row: FiguresRow) => setTrail([...trail, { type, id: row.id as string, name: row.name }]);
  const showPartners = !node && isAdmin && view === 'partners';
  const showAgents = node?.type !== 'agent' && !showPartners;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Title title={t('title')} />
      <PeriodPicker value={period} onChange={setPeriod} />
      {readsStructure && !isAdmin ? <NodePicker value={scope} onChange={(picked) => setTrail(picked ? [picked] : [])} /> : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Breadcrumbs aria-label={t('trail')}>
          <Link component="button" underline="hover" onClick={() => setTrail([])}>
            {t(isAdmin ? 'network' : 'own')}
          </Link>
          {trail.map((step, index) => (
            <Link key={step.id} component="button" underline="hover" onClick={() => setTrail(trail.slice(0, index + 1))}>
              {step.name}
            </Link>
          ))}
        </Breadcrumbs>
        {isAdmin && !node ? (
          <ToggleButtonGroup size="small" exclusive value={view} onChange={(_, next: View | null) => next && setView(next)}>
            <ToggleButton value="partners">{t('views.partners')}</ToggleButton>
            <ToggleButton value="agents">{t('views.agents')}</ToggleButton>
          </ToggleButtonGroup>
        ) : null}
      </Stack>
      <Tabs value={section} onChange={(_, next: Section) => setSection(next)}>
        <Tab value="figures" label={t('tabs.figures')} />
        <Tab value="reports" label={t('tabs.reports')} />
      </Tabs>
      {section === 'reports' ? (
        <Suspense fallback={<LinearProgress />}>
          <ReportsPanel key={scope ? `${scope.type}:${scope.id}` : 'own'} node={scope} period={period} />
        </Suspense>
      ) : null}
      {section === 'figures' && isFetching ? <LinearProgress /> : null}
      {error ? <Typography color="error">{error.message}</Typography> : null}
      {section === 'figures' && stats ? (
        <>
          <StatsCards stats={stats} />
          <Card variant="outlined" sx={{ maxWidth: 240 }} data-testid="kpi-reward">
            <CardContent>
              <Typography variant="body2" color="text.secondary">
                {t('reward')}
              </Typography>
              <Typography variant="h6">{formatPrice(stats.reward)}</Typography>
            </CardContent>
          </Card>
          {stats.count > 0 ? (
            <>
              <Typography variant="subtitle1">{translate('app.analytics.chart.title')}</Typography>
              {/* the chart's place is held while its code loads: the tables below do not jump under the pointer */}
              <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
                <SalesChart sales={stats.sales} />
              </Suspense>
            </>
          ) : (
            <Typography color="text.secondary">{translate('app.analytics.empty')}</Typography>
          )}
          {showPartners ? <FiguresTable kind="partners" rows={stats.partners} period={period} onOpen={open('partner')} /> : null}
          {showAgents ? <FiguresTable kind="agents" rows={stats.agents.all} period={period} onOpen={open('agent')} /> : null}
          <FiguresTable kind="rates" rows={stats.rates} period={period} />
        </>
      ) : null}
    </Stack>
  );
}
