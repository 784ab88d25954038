import { useStore } from 'react-admin';
import { sum } from '../../../common/money';

/** One line of the basket; the price is what the card showed: the server prices the order itself (D6). */
export interface BasketLine {
  key: string;
  kind: 'rate' | 'service';
  id: string;
  name: string;
  cost: number;
  period?: number;
}

/** The basket (D6), kept in the app's store so it survives moving between the market pages. */
export function useBasket() {
  const [lines, setLines] = useStore<BasketLine[]>('cabinet.basket', []);
  return {
    lines,
    total: sum(lines.map((line) => line.cost)),
    add: (line: Omit<BasketLine, 'key'>) => setLines([...lines, { ...line, key: `${line.kind}:${line.id}:${Date.now()}:${lines.length}` }]),
    remove: (key: string) => setLines(lines.filter((line) => line.key !== key)),
    clear: () => setLines([]),
    has: (kind: BasketLine['kind'], id: string) => lines.some((line) => line.kind === kind && line.id === id),
  };
}

/** The order call's body: tariffs (type DEFAULT, their own period) and services by id. */
export function orderBody(lines: BasketLine[]) {
  const certificates = lines.filter((line) => line.kind === 'rate').map((line) => ({ rateId: line.id, type: 'DEFAULT', period: line.period ?? 12 }));
  const services = lines.filter((line) => line.kind === 'service').map((line) => ({ id: line.id }));
  return { ...(certificates.length ? { certificates } : {}), ...(services.length ? { services } : {}) };
}
