/** A row of POST /api/questionnaire/getAllActiveOptions (E9). */
export interface ClientOption {
  kind: 'tariff' | 'privilege';
  /** privilege: the option id; tariff: '<certificate_id>:<service_id>'. */
  id: string;
  service_id: string | null;
  name: string;
  description: string | null;
  unit: string | null;
  unlimited: boolean;
  limit: number | null;
  used: number | null;
  bot: 'AUTOBOT' | null;
  certificate: { id: string; number: string } | null;
  author: { id: string; name: string } | null;
  created_at: string | null;
}

/** GET /services/additional: what the tariff option card picks from. */
export interface AdditionalService {
  id: string;
  name: string;
  description: string | null;
  limit: number;
  unit: string | null;
  bot: 'AUTOBOT' | null;
}

export type OptionVariant = 'plain' | 'tariff';

/** The add-service form; `bot` is the checkbox, sent as 'AUTOBOT' or null. */
export interface OptionFormValues {
  service_id: string | null;
  name: string;
  description: string | null;
  limit: number | null;
  unit: string | null;
  unlimited: boolean;
  bot: boolean;
}

export function toPrivilegePayload(clientId: string, variant: OptionVariant, values: OptionFormValues) {
  const { service_id, bot, unlimited, limit, unit, description, name } = values;
  return {
    client_id: clientId,
    service_id: variant === 'tariff' ? service_id : null,
    name,
    description: description?.trim() ? description : null,
    limit: unlimited ? null : limit,
    unit: unlimited || !unit?.trim() ? null : unit,
    unlimited,
    bot: bot ? ('AUTOBOT' as const) : null,
  };
}
