-- The conformance test's own small library: authors, books (to-one author, some hidden from visitors by RLS) and
-- reviews (to-one book). Every kind of column a filter can meet: int, text, date, timestamptz, boolean, numeric,
-- text[], jsonb and a text for full-text search, with NULLs among them.
create table public.c_authors (
  id int primary key, name text not null, country text, born date, active boolean, rating numeric(4, 2),
  tags text[] not null default '{}', meta jsonb
);
create table public.c_books (
  id int primary key, title text not null, author_id int references public.c_authors (id), pages int,
  price numeric(8, 2), published timestamptz, genres text[] not null default '{}', info jsonb, summary text,
  hidden boolean not null default false
);
create table public.c_reviews (
  id int primary key, book_id int not null references public.c_books (id), stars int not null, comment text,
  created_at timestamptz not null
);
alter table public.c_authors enable row level security;
alter table public.c_books enable row level security;
alter table public.c_reviews enable row level security;
create policy "authors are public" on public.c_authors for select using (true);
create policy "visible books" on public.c_books for select using (not hidden);
create policy "reviews above one star" on public.c_reviews for select using (stars > 1);
grant select on public.c_authors, public.c_books, public.c_reviews to anon;

insert into public.c_authors
select i,
       (array['Ada', 'Grace', 'Linus', 'Barbara', 'Edsger', 'Donald', 'Alan', 'Margaret', 'Ken', 'Dennis', 'Frances', 'Radia'])[i],
       (array['IN', 'US', null, 'UK'])[1 + i % 4],
       case when i % 5 = 0 then null else date '1930-01-01' + i * 1371 end,
       case when i % 3 = 0 then null else i % 2 = 0 end,
       case when i % 6 = 0 then null else round((i * 0.73)::numeric % 5, 2) end,
       (array['{}', '{math}', '{math,logic}', '{systems}', '{logic,systems}']::text[])[1 + i % 5]::text[],
       case when i % 4 = 0 then null else jsonb_build_object('level', i % 3, 'lang', (array['en', 'hi', 'fr'])[1 + i % 3]) end
  from generate_series(1, 12) i;

insert into public.c_books
select i,
       (array['Alpha', 'beta', 'Gamma', 'delta', 'Epsilon', 'zeta'])[1 + i % 6] || ' ' || i,
       case when i % 7 = 0 then null else 1 + i % 12 end,
       case when i % 9 = 0 then null else 50 + (i * 37) % 400 end,
       round((i * 3.17)::numeric % 90 + 10, 2),
       case when i % 8 = 0 then null else timestamptz '2020-01-01 00:00:00+00' + i * interval '17 days 5 hours' end,
       (array['{}', '{fiction}', '{fiction,poetry}', '{science}', '{poetry,science}']::text[])[1 + i % 5]::text[],
       case when i % 5 = 0 then null else jsonb_build_object('edition', 1 + i % 4, 'lang', (array['en', 'hi'])[1 + i % 2]) end,
       case when i % 6 = 0 then null
            else (array['a quiet garden of numbers', 'the river and the stone', 'numbers in the river', 'stone walls and gardens'])[1 + i % 4] end,
       i % 10 = 3
  from generate_series(1, 40) i;

insert into public.c_reviews
select i, 1 + (i * 7) % 40, 1 + i % 5, case when i % 3 = 0 then null else 'review ' || i end,
       timestamptz '2024-01-01 00:00:00+00' + i * interval '1 day 3 hours'
  from generate_series(1, 80) i;
