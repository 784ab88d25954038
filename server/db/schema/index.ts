/** Table types for the query layer. Each migration that adds a table adds its type to the file of its domain. */
import type { InvitationsTable, LoaderTaskRowsTable, LoaderTasksTable, RegistriesTable, RegistryRowsTable } from './organisation';
import type { UsersTable, PartnersTable, SubdivisionsTable, AgentsTable, AuthSessionsTable, RefreshTokensTable, LoginHistoryTable, FilesTable, ServicesTable } from './platform';
import type { RatesTable, RatePartnersTable, RateServicesTable, PromoCodesTable, PromoCodeRatesTable, ClientsTable, BlockReasonsTable, CertificatesTable, CertificateNamesTable, CertificateLimitsTable, OrdersTable, CommentsTable, SandboxPaymentsTable, PaymentReceiptsTable, SmsLogTable, EmailOutboxTable, SalesRollupTable } from './sales';
import type { PrivilegeServicesTable } from './sales';
import type { MessageSendsTable, PaymentCallbacksTable, PaymentSessionsTable, SandboxRefundsTable } from './sales';
import type { QuestionnairesTable, QuestionnaireAnswersTable } from './questionnaires';
import type { CreditInstalmentsTable, SandboxSavedCardsTable } from './credit';

export type * from './platform';
export type * from './sales';
export type * from './organisation';
export type * from './questionnaires';

export interface DB {
  users: UsersTable;
  partners: PartnersTable;
  subdivisions: SubdivisionsTable;
  agents: AgentsTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  login_history: LoginHistoryTable;
  files: FilesTable;
  services: ServicesTable;
  rates: RatesTable;
  rate_partners: RatePartnersTable;
  rate_services: RateServicesTable;
  promo_codes: PromoCodesTable;
  promo_code_rates: PromoCodeRatesTable;
  clients: ClientsTable;
  block_reasons: BlockReasonsTable;
  certificates: CertificatesTable;
  certificate_names: CertificateNamesTable;
  sales_rollup: SalesRollupTable;
  certificate_limits: CertificateLimitsTable;
  privilege_services: PrivilegeServicesTable;
  orders: OrdersTable;
  comments: CommentsTable;
  sandbox_payments: SandboxPaymentsTable;
  payment_receipts: PaymentReceiptsTable;
  sms_log: SmsLogTable;
  email_outbox: EmailOutboxTable;
  invitations: InvitationsTable;
  loader_tasks: LoaderTasksTable;
  loader_task_rows: LoaderTaskRowsTable;
  registries: RegistriesTable;
  registry_rows: RegistryRowsTable;
  questionnaires: QuestionnairesTable;
  questionnaire_answers: QuestionnaireAnswersTable;
  payment_sessions: PaymentSessionsTable;
  payment_callbacks: PaymentCallbacksTable;
  sandbox_refunds: SandboxRefundsTable;
  message_sends: MessageSendsTable;
  credit_instalments: CreditInstalmentsTable;
  sandbox_saved_cards: SandboxSavedCardsTable;
}
