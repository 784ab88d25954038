import { type Kysely, sql } from 'kysely';

/**
 * Catalogue and sales core: tariffs (rates) with services and partner prices, promo codes,
 * clients, certificates with their service limits, orders, comments and block reasons.
 * Names of the client, agent and tariff are copied onto the certificate (kept in step by triggers)
 * so the certificate list filters and sorts on one table at a million rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create extension if not exists pg_trgm;

    create table rates (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      code_name text not null,
      template text,
      description text,
      cost numeric(12,2) not null default 0 check (cost >= 0),
      meter boolean not null default false,
      min_meter numeric(12,2),
      period integer not null default 12 check (period between 1 and 120),
      taxable boolean not null default false,
      auto_payment boolean not null default false,
      partial_payment boolean not null default false,
      post_payment boolean not null default false,
      rate_type text not null default 'DEFAULT',
      admin_comment text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (not meter or min_meter is not null)
    );
    create unique index rates_code_name_key on rates (lower(code_name));
    create index rates_created_idx on rates (created_at desc);

    create table rate_partners (
      rate_id uuid not null references rates(id) on delete cascade,
      partner_id uuid not null references partners(id) on delete cascade,
      partner_price numeric(12,2) check (partner_price >= 0),
      commission numeric(5,2) not null default 0 check (commission between 0 and 100),
      primary key (rate_id, partner_id)
    );
    create index rate_partners_partner_idx on rate_partners (partner_id);

    create table rate_services (
      rate_id uuid not null references rates(id) on delete cascade,
      service_id uuid not null references services(id) on delete restrict,
      "limit" integer check ("limit" >= 0),
      unit text,
      description text,
      sort integer not null default 0,
      primary key (rate_id, service_id)
    );

    create table promo_codes (
      id uuid primary key default gen_random_uuid(),
      code text not null,
      type text not null check (type in ('PERCENT', 'FIX')),
      amount numeric(12,2) not null check (amount > 0),
      global boolean not null default false,
      all_use integer not null default 0 check (all_use >= 0),
      used integer not null default 0 check (used >= 0),
      expires_at timestamptz,
      created_at timestamptz not null default now(),
      check (type <> 'PERCENT' or amount <= 100),
      check (all_use = 0 or used <= all_use)
    );
    create unique index promo_codes_code_key on promo_codes (lower(code));

    create table promo_code_rates (
      promo_code_id uuid not null references promo_codes(id) on delete cascade,
      rate_id uuid not null references rates(id) on delete cascade,
      primary key (promo_code_id, rate_id)
    );

    create table clients (
      id uuid primary key default gen_random_uuid(),
      user_id uuid unique references users(id) on delete set null,
      name text not null,
      phone text,
      email text,
      type text not null default 'INDIVIDUAL' check (type in ('INDIVIDUAL', 'LEGAL')),
      entity jsonb,
      address text,
      money numeric(12,2) not null default 0 check (money >= 0),
      bonus integer not null default 0 check (bonus >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index clients_phone_key on clients (phone) where phone is not null;
    create unique index clients_email_key on clients (lower(email)) where email is not null;
    create index clients_created_idx on clients (created_at desc);
    create index clients_name_trgm on clients using gin (name gin_trgm_ops);

    create table block_reasons (
      code text primary key,
      name_ru text not null,
      name_kk text not null,
      name_en text not null,
      sort integer not null default 0
    );
    insert into block_reasons (code, name_ru, name_kk, name_en, sort) values
      ('NON_PAYMENT', 'Неоплата', 'Төлемнің болмауы', 'Non-payment', 1),
      ('CLIENT_REQUEST', 'По заявлению клиента', 'Клиенттің өтініші бойынша', 'Client request', 2),
      ('FRAUD', 'Подозрение на мошенничество', 'Алаяқтық күдігі', 'Suspected fraud', 3),
      ('DUPLICATE', 'Дубликат', 'Көшірме', 'Duplicate', 4),
      ('OTHER', 'Другое', 'Басқа', 'Other', 5);

    create sequence certificate_number_seq start 1;

    -- certificate numbers look like card numbers (mask 9999 / 99** / **** / 9999): prefix 2200,
    -- a sequence and a Luhn check digit, so numbers are unique under concurrent sales and typos are caught
    create function luhn_check_digit(payload text) returns integer language sql immutable as $$
      select (10 - sum(case when (length(payload) - i) % 2 = 0
                            then (d * 2) - case when d * 2 > 9 then 9 else 0 end
                            else d end) % 10) % 10
      from (select i, substr(payload, i, 1)::integer as d from generate_series(1, length(payload)) as i) as digits
    $$;
    create function make_certificate_number(seq bigint) returns text language sql immutable as $$
      select '2200' || lpad(seq::text, 11, '0') || luhn_check_digit('2200' || lpad(seq::text, 11, '0'))
    $$;

    create table certificates (
      id uuid primary key default gen_random_uuid(),
      number text not null unique default make_certificate_number(nextval('certificate_number_seq')),
      rate_id uuid references rates(id) on delete set null,
      rate_name text,
      client_id uuid references clients(id) on delete set null,
      client_name text,
      agent_id uuid references agents(id) on delete set null,
      agent_name text,
      partner_id uuid references partners(id) on delete set null,
      subdivision_id uuid references subdivisions(id) on delete set null,
      type text not null default 'DEFAULT',
      period integer not null check (period between 1 and 120),
      cost numeric(12,2) not null check (cost >= 0),
      promo_code_id uuid references promo_codes(id) on delete set null,
      promo_discount numeric(12,2) not null default 0 check (promo_discount >= 0),
      bonus numeric(12,2) not null default 0 check (bonus >= 0),
      status text not null default 'PENDING' check (status in ('PENDING', 'ACTIVE', 'CANCELLED')),
      start_date timestamptz,
      finish_date timestamptz,
      blocked boolean not null default false,
      blocked_type text references block_reasons(code),
      block_date timestamptz,
      send_sms boolean not null default false,
      sold_online boolean not null default false,
      payment_type text not null default 'AGENT' check (payment_type in ('SITE', 'CABINET', 'AGENT')),
      is_auto_pay boolean not null default false,
      credit jsonb,
      meter numeric(12,2),
      company jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index certificates_created_idx on certificates (created_at desc, id desc);
    create index certificates_agent_created_idx on certificates (agent_id, created_at desc, id desc);
    create index certificates_partner_created_idx on certificates (partner_id, created_at desc, id desc);
    create index certificates_rate_created_idx on certificates (rate_id, created_at desc, id desc);
    create index certificates_finish_idx on certificates (finish_date);
    create index certificates_cost_idx on certificates (cost desc, id desc);
    create index certificates_client_idx on certificates (client_id, created_at desc);
    create index certificates_number_tail_idx on certificates (right(number, 4));
    create index certificates_client_name_trgm on certificates using gin (client_name gin_trgm_ops);
    create index certificates_agent_name_trgm on certificates using gin (agent_name gin_trgm_ops);

    create table certificate_limits (
      certificate_id uuid not null references certificates(id) on delete cascade,
      service_id uuid not null references services(id) on delete restrict,
      max_limit integer check (max_limit >= 0),
      used_limit integer not null default 0 check (used_limit >= 0),
      used boolean not null default false,
      updated_at timestamptz not null default now(),
      primary key (certificate_id, service_id),
      check (max_limit is null or used_limit <= max_limit)
    );

    create table orders (
      id uuid primary key default gen_random_uuid(),
      number bigserial unique,
      certificate_id uuid references certificates(id) on delete set null,
      client_id uuid references clients(id) on delete set null,
      cost numeric(12,2) not null check (cost >= 0),
      status text not null default 'CREATED' check (status in ('CREATED', 'PAID', 'FAILED', 'CANCELLED')),
      payed boolean not null default false,
      pay_date timestamptz,
      payment_type text not null default 'AGENT' check (payment_type in ('SITE', 'CABINET', 'AGENT')),
      issue text not null default 'SBERBANK' check (issue in ('SBERBANK', 'BALANCE', 'TINKOFF')),
      auto_payment boolean not null default false,
      provider_order_id text unique,
      payment_url text,
      items jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index orders_certificate_idx on orders (certificate_id, created_at desc);
    create index orders_created_idx on orders (created_at desc);

    create table comments (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      author_id uuid references users(id) on delete set null,
      agent_id uuid references agents(id) on delete set null,
      comment text not null check (length(comment) between 1 and 5000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index comments_client_idx on comments (client_id, created_at desc);

    -- keep the copied names on certificates in step with their sources
    create function certificates_sync_client_name() returns trigger language plpgsql as $$
    begin
      update certificates set client_name = new.name where client_id = new.id;
      return new;
    end $$;
    create trigger clients_name_changed after update of name on clients
      for each row when (old.name is distinct from new.name) execute function certificates_sync_client_name();

    create function certificates_sync_rate_name() returns trigger language plpgsql as $$
    begin
      update certificates set rate_name = new.name where rate_id = new.id;
      return new;
    end $$;
    create trigger rates_name_changed after update of name on rates
      for each row when (old.name is distinct from new.name) execute function certificates_sync_rate_name();

    create function certificates_sync_agent_name() returns trigger language plpgsql as $$
    begin
      update certificates c set agent_name = new.name from agents a where a.user_id = new.id and c.agent_id = a.id;
      return new;
    end $$;
    create trigger users_name_changed after update of name on users
      for each row when (old.name is distinct from new.name) execute function certificates_sync_agent_name();
  `.execute(db);
}
