-- 0001_users: accounts, API tokens and sessions.
-- Inputs: a database where no arena table exists yet.
-- Effects: creates users, api_tokens and sessions.
--   users.password_hash holds the caller's KDF output (e.g. an argon2id string); the db never
--   sees a password. API tokens and session ids are stored only as hex sha256 hashes; a token
--   keeps a short prefix for display. Names and e-mails are unique case-insensitively.

create table users (
  id bigint generated always as identity primary key,
  name text not null check (char_length(name) between 1 and 64),
  email text not null check (char_length(email) between 3 and 320),
  password_hash text not null,
  role text not null default 'user' check (role in ('user', 'organiser', 'admin')),
  created_at timestamptz not null default now()
);
create unique index users_name_key on users (lower(name));
create unique index users_email_key on users (lower(email));

create table api_tokens (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  name text not null,
  token_hash text not null constraint api_tokens_hash_key unique,
  prefix text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_tokens_user_idx on api_tokens (user_id);

create table sessions (
  id_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  csrf_secret text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_user_idx on sessions (user_id);
create index sessions_expires_idx on sessions (expires_at);
