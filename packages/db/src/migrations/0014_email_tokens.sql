-- 0014_email_tokens: sign-ups waiting for their e-mail's confirmation, and password resets.
-- Inputs: 0001 (users).
-- Effects: creates signup_requests and password_resets. Both keep only the hex sha256 of the
--   token mailed to the address (the link's secret is never stored), expire at expires_at, and
--   are used once (the row is deleted when used). A sign-up request is not an account: the user
--   row is created only when its link is used, so an unconfirmed address neither reserves a name
--   nor an e-mail and cannot log in. A password reset belongs to an existing user and goes with it.

create table signup_requests (
  token_hash text primary key,
  name text not null check (char_length(name) between 1 and 64),
  email text not null check (char_length(email) between 3 and 320),
  password_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index signup_requests_expires_idx on signup_requests (expires_at);
create index signup_requests_email_idx on signup_requests (lower(email));

create table password_resets (
  token_hash text primary key,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index password_resets_user_idx on password_resets (user_id);
create index password_resets_expires_idx on password_resets (expires_at);
