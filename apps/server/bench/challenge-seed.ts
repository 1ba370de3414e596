/**
 * Seeds challenges, responses and upvotes with set-based SQL (generate_series), for bench/challenges.ts.
 * Shape: 20 live challenges; the hot one (challenge 1) holds half the responses, the other 19 share the rest.
 * Every responder answers once; each response gets 0-300 upvotes (skewed, about 100 on average), voters spread
 * over all users; 1 account in 20 is younger than the vote age, so its votes are pending. The counters are set
 * from the vote rows, as the toggle keeps them. The ledger is not seeded: no path measured here reads it.
 */
import type pg from 'pg';

export const HOT_CHALLENGE = 1;
const CHALLENGES = 20;

export async function seedChallenges(
  client: pg.Client,
  o: { responses: number; votesPerResponse: number },
  log: (s: string) => void,
) {
  const users = Math.max(2 * o.responses, 3 * o.votesPerResponse + CHALLENGES + 1);
  const half = Math.floor(o.responses / 2);
  const step = async (label: string, statement: string) => {
    const t0 = performance.now();
    const res = await client.query(statement);
    log(
      `  ${label.padEnd(30)} ${((performance.now() - t0) / 1000).toFixed(1)} s${res.rowCount ? `  (${res.rowCount.toLocaleString('en')} rows)` : ''}`,
    );
  };
  await step(
    `users`,
    `insert into users (email, sc_username, password_hash, birthdate, is_verified, created_at)
     select 'bench' || g || '@bench.local', 'bench_' || g, 'x', '1995-06-15', true,
            case when g % 20 = 0 then now() else now() - interval '30 days' end
     from generate_series(1, ${users}) g`,
  );
  await step(
    `${CHALLENGES} live challenges`,
    `insert into challenges (title, description, category, type, status, creator_id, starting_cc, prize_cc,
       duration_start_time, duration_end_time, created_at, updated_at)
     select 'Bench challenge #' || g, 'Film it, post it, win it.', 'Gaming', 'video', 'live', g, 500, 500 * g,
       now() - interval '1 day', now() + interval '6 days', now() - interval '1 day', now() - interval '1 day'
     from generate_series(1, ${CHALLENGES}) g order by g`,
  );
  await step(
    'responses',
    `insert into challenge_responses (challenge_id, user_id, title, description, platform, video_url, created_at,
       updated_at)
     select case when g <= ${half} then ${HOT_CHALLENGE} else 2 + g % ${CHALLENGES - 1} end, ${CHALLENGES} + g,
       (array['My take','Lemon face','Round two','No cuts','Blindfolded'])[1 + g % 5] || ' ' || g, 'Bench response',
       'youtube', 'https://www.youtube.com/watch?v=' || lpad(g::text, 11, '0'),
       now() - interval '1 day' + g * interval '1 second', now() - interval '1 day' + g * interval '1 second'
     from generate_series(1, ${o.responses}) g order by g`,
  );
  await step(
    'upvotes',
    `insert into challenge_response_upvotes (response_id, user_id, counted, created_at)
     select r.id, v.voter, v.voter % 20 <> 0, r.created_at + j * interval '1 second'
     from challenge_responses r,
       lateral (select floor(((r.id * 2654435761) % 1000 / 1000.0) ^ 2 * ${3 * o.votesPerResponse})::int as k) n,
       lateral generate_series(0, n.k - 1) j,
       lateral (select 1 + ((r.id * 7919 + j) % ${users}) as voter) v
     where v.voter <> r.user_id`,
  );
  await step(
    'counters',
    `update challenge_responses r set upvotes = c.counted, pending_upvotes = c.pending
     from (select response_id, count(*) filter (where counted)::int as counted,
             count(*) filter (where not counted)::int as pending
           from challenge_response_upvotes group by response_id) c
     where c.response_id = r.id`,
  );
  await step(
    'responses_count',
    `update challenges c set responses_count = n.n
     from (select challenge_id, count(*)::int as n from challenge_responses group by challenge_id) n
     where n.challenge_id = c.id`,
  );
  await step('vacuum analyze', 'vacuum analyze');
  const { rows } = await client.query('select count(*)::int as n from challenge_response_upvotes');
  return { users, upvotes: rows[0].n as number };
}
