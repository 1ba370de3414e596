/**
 * Seeds a realistic bounty board with set-based SQL (generate_series), for bench/bounties.ts.
 * Shape: ~1 user per 30 bounties (10% streamers, a third of them live); bounties mostly active with future ends,
 * the rest claimed / in review / completed / failed / unclaimed / cancelled over the last 90 days, 20% targeted at
 * a streamer, 1-3 categories from the seeded list, 1-3 requirements, skewed rewards and ante counts, one claim on
 * every bounty that was taken. The ledger is not seeded: the read paths measured here never read it.
 */
import type pg from 'pg';
import { CATEGORY_SEED } from '../src/modules/categories/categories.service';

const CATEGORY_NAMES = `array[${CATEGORY_SEED.map((c) => `'${c.name}'`).join(',')}]`;

/** Status by bucket (g % 100): 60 active, 8 claimed, 5 submitted, 13 completed, 7 failed, 5 unclaimed, 2 cancelled. */
const STATUS_OF = `case
  when b < 60 then 'active' when b < 68 then 'claimed' when b < 73 then 'submitted' when b < 86 then 'completed'
  when b < 93 then 'failed' when b < 98 then 'unclaimed' else 'cancelled' end`;

export async function seedBoard(client: pg.Client, count: number, now: Date, log: (s: string) => void) {
  const users = Math.max(200, Math.round(count / 30));
  const at = now.toISOString();
  const step = async (label: string, statement: string) => {
    const t0 = performance.now();
    await client.query(statement);
    log(`  ${label.padEnd(28)} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await client.query('select setseed(0.42)');
  await step(
    `${users} users`,
    `insert into users (email, sc_username, password_hash, birthdate, is_verified, is_streamer, image_url)
     select 'bench' || g || '@bench.local', 'bench_' || g, 'x', '1995-06-15', true, g % 10 = 0,
            case when g % 3 = 0 then null else '/files/avatars/bench' || g || '.png' end
     from generate_series(1, ${users}) g`,
  );
  await step(
    'stream status',
    `insert into stream_status (user_id, is_live, platform)
     select id, id % 3 = 0, 'twitch' from users where is_streamer`,
  );
  await step(
    `${count} bounties`,
    `insert into bounties (title, description, image_url, categories, bounty_type, status, creator_id, target_user_id,
       starting_cc, amount, antes_count, user_count, duration_start_time, duration_end_time, claim_count,
       failure_reason, created_at, updated_at)
     select title, 'Film it, post it, win it. Bench bounty ' || g, '/files/bounties/bench' || (g % 500) || '.png',
       cats, kind, status, creator, nullif(target, creator), start_cc, start_cc + antes * 500, antes,
       least(antes, 1 + antes / 2), created, created + lifetime, case when status in ('claimed', 'submitted',
       'completed') or reason in ('expired', 'quitted', 'requirements') then 1 else 0 end, reason, created, created
     from (
       select y.*, case when status in ('active', 'claimed')
           then '${at}'::timestamptz - lifetime * elapsed
           else '${at}'::timestamptz - interval '2 days' - random() * interval '88 days' end as created
       from (
         select g, s.status,
           (array['Eat','Sing','Dance','Juggle','Draw','Cook','Run','Play','Rap','Paint'])[1 + g % 10] || ' ' ||
           (array['a lemon','live','backwards','blindfolded','in costume','on stream','a song','for 1h'])[1 + g % 8]
             || ' #' || g as title,
           (select array_agg(c) from (select (${CATEGORY_NAMES})[1 + ((g * 7 + k * 3) % 10)] c
             from generate_series(0, g % 3) k) x) as cats,
           case when g % 2000 = 0 then 'daily' when g % 7 = 0 then 'live' else 'video' end as kind,
           1 + floor(random() * ${users})::int as creator,
           case when g % 2000 <> 0 and (g % 5 = 0 or g % 7 = 0)
             then 10 * (1 + floor(random() * ${Math.floor(users / 10)})::int) end as target,
           500 + floor(random() ^ 3 * 99500)::int as start_cc,
           floor(random() ^ 4 * 40)::int as antes,
           interval '1 hour' + random() * interval '47 hours' as lifetime,
           random() * 0.95 as elapsed,
           case s.status when 'unclaimed' then 'unclaimed'
             when 'failed' then (array['expired','quitted','requirements'])[1 + g % 3] end as reason
         from generate_series(1, ${count}) g, lateral (select ${STATUS_OF} as status from (select g % 100 as b) q) s
       ) y
     ) x
     order by created`,
  );
  await step(
    'claims',
    `insert into bounty_claims (bounty_id, user_id, status, modified_end_time, submit_link, platform, title,
       submitted_at, reviewed_at, failure_reason, created_at, updated_at)
     select b.id, coalesce(b.target_user_id, 1 + (b.creator_id + 1 + b.id % 97) % ${users}), c.status, b.duration_end_time,
       case when c.status in ('submitted', 'completed', 'failed') then 'https://clips.twitch.tv/bench' || b.id end,
       case when c.status in ('submitted', 'completed', 'failed') then 'twitch' end,
       case when c.status in ('submitted', 'completed', 'failed') then 'My take' end,
       case when c.status in ('submitted', 'completed', 'failed') then b.duration_end_time - interval '1 hour' end,
       case when c.status in ('completed', 'failed') then b.duration_end_time end,
       case when c.status in ('failed', 'expired') then c.status end,
       b.created_at + interval '5 minutes', b.created_at + interval '5 minutes'
     from bounties b, lateral (select case when b.status in ('claimed', 'submitted', 'completed') then b.status
       when b.failure_reason = 'expired' then 'expired' when b.failure_reason = 'quitted' then 'quitted'
       when b.failure_reason = 'requirements' then 'failed' end as status) c
     where c.status is not null and b.bounty_type <> 'daily'`,
  );
  await step(
    'requirements',
    `insert into bounty_requirements (bounty_id, title, position)
     select b.id, (array['Film it in one take','Show your face','Post it publicly'])[k + 1], k
     from bounties b, generate_series(0, b.id % 3) k`,
  );
  await step('vacuum analyze', 'vacuum analyze');
  return { users };
}
