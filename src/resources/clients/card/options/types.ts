import type { PrivilegeInput } from '../../../../dataProvider/api/clients';

/** A row of POST /api/questionnaire/getAllActiveOptions (E9) and GET /services/additional: the server's types. */
export type { ActiveOption as ClientOption, AdditionalServiceReply as AdditionalService } from '../../../../dataProvider/api/clients';

export type OptionVariant = 'plain' | 'tariff';

/** The add-service form; `bot` is the checkbox, sent as 'AUTOBOT' or null. */
export type OptionFormValues = Required<Omit<PrivilegeInput, 'client_id' | 'bot'>> & { bot: boolean };

export function toPrivilegePayload(clientId: string, variant: OptionVariant, values: OptionFormValues) {
  const { service_id, bot, unlimited, limit, unit, description, name } = values;
  return {
    client_id: clientId,
    service_id: variant === 'tariff' ? service_id : null,
    name,
    description: description?.trim() ? description : null,
    limit: unlimited ? null : limit,
    unit: unlimited ? null : unit,
    unlimited,
    bot: bot ? ('AUTOBOT' as const) : null,
  };
}
