import { type Period, daysOf } from './period';
import type { Stats } from './schemas';

const TOP_AGENTS = 10;

/** A breakdown row (a tariff, partner or agent) and a day's row as the queries answer them (numeric as text). */
export type Row = { id: string | null; name: string; count: string | number; cost: string | number };
export type Day = { date: string; count: string | number; cost: string | number; totalCost: string | number; reward: string | number };

/**
 * L1's figures from the aggregated rows, of the rollups or of a scan: totals from the day rows in exact decimal
 * arithmetic (kopecks as integers), so the float sum adds no drift.
 */
export function statsOf(days: Day[], rates: Row[], partners: (Row & { reward: string | number })[], agents: Row[], period: Period): Stats {
  const kopecks = (field: 'cost' | 'totalCost' | 'reward') => days.reduce((sum, day) => sum + Math.round(Number(day[field]) * 100), 0);
  const certificates = days.reduce((sum, day) => sum + Number(day.count), 0);
  const [brutto, totalCost, reward] = [kopecks('cost'), kopecks('totalCost'), kopecks('reward')];
  const byDay = new Map(days.map((day) => [day.date, day]));
  const agentRows = agents.map(amounts);
  return {
    totalCost: totalCost / 100,
    brutto: brutto / 100,
    reward: reward / 100,
    netto: (brutto - reward) / 100,
    count: certificates,
    averageCheck: certificates ? Math.round(brutto / certificates) / 100 : 0,
    rates: rates.map(amounts),
    sales: daysOf(period).map((date) => ({ date, count: Number(byDay.get(date)?.count ?? 0), cost: Number(byDay.get(date)?.cost ?? 0) })),
    partners: partners.map((row) => ({ ...amounts(row), reward: Number(row.reward) })),
    agents: {
      totalRevenue: agentRows.reduce((sum, row) => sum + Math.round(row.cost * 100), 0) / 100,
      totalCertificates: agentRows.reduce((sum, row) => sum + row.count, 0),
      top: agentRows.slice(0, TOP_AGENTS) as { id: string; name: string; count: number; cost: number }[],
      all: agentRows as { id: string; name: string; count: number; cost: number }[],
    },
    period: { from: period.from, to: period.to },
  };
}

function amounts(row: Row) {
  return { id: row.id, name: row.name, count: Number(row.count), cost: Number(row.cost) };
}
