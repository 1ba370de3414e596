import { type ChallengeDetail, type ChallengeResponseView, challengePath } from '@crowns/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useReducer, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { openLogin } from '../../../lib/app-actions';
import { preloadable } from '../../../lib/preloadable';
import { getSession, useSession } from '../../../lib/session';
import { Button, Dialog, Skeleton } from '../../../ui';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { Tabs } from '../../../ui/tabs';
import { isOver, phaseOf } from '../phase';
import { challengeKeys } from '../query-keys';
import { AddToPrizeDialog } from './add-to-prize-dialog';
import { ChallengeActions } from './challenge-actions';
import { ChallengeHeading, ChallengeMedia } from './challenge-header';
import { ChallengeStatus } from './challenge-status';
import styles from './detail.module.css';
import { LeaderboardTab } from './leaderboard-tab';
import { ParticipateAction } from './participate-action';
import { PrizePool } from './prize-pool';
import { ResponseDialog } from './response-dialog';
import { ResponsesTab } from './responses-tab';
import { UpvotersDialog } from './upvoters-dialog';
import { useOpenResponse } from './use-open-response';
import { useResponseUpvote } from './use-response-upvote';

/**
 * Its form validates with zod and the contracts' schemas: loaded when it first opens, so a shared challenge link
 * shows without them (decision 035).
 */
const ParticipateDialog = preloadable(() => import('./participate-dialog'), 'ParticipateDialog');
/** For tests: the dialog's code, loaded before they open it. */
export const preloadParticipateDialog = ParticipateDialog.preload;

/** The Participate dialog while its code loads. */
function ParticipateLoading({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Participate" size="md">
      <div aria-busy>
        <Skeleton height={180} radius={12} />
      </div>
    </Dialog>
  );
}

const idOf = (value: string | null) => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** A wrong or missing slug is replaced by the challenge's own path, keeping the query and the hash. */
function useCanonicalPath(c: ChallengeDetail) {
  const location = useLocation();
  const navigate = useNavigate();
  const path = challengePath(c);
  useEffect(() => {
    if (location.pathname !== path) navigate(`${path}${location.search}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, path, navigate]);
}

/** The loaded challenge: media, summary, prize, actions, rules and the responses and leaderboard tabs. */
export function ChallengeView({ challenge: c }: { challenge: ChallengeDetail }) {
  useCanonicalPath(c);
  const client = useQueryClient();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // The countdown reaching zero re-reads the phase from the clock, and the challenge from the server.
  const [, timeUp] = useReducer((n: number) => n + 1, 0);
  const phase = phaseOf(c);
  const [tab, setTab] = useState('responses');
  const [dialog, setDialog] = useState<'participate' | 'prize' | null>(null);
  const [upvotersOf, setUpvotersOf] = useState<ChallengeResponseView | null>(null);
  const upvote = { ...useResponseUpvote(c.id), closed: phase !== 'live' };

  const openId = idOf(params.get('response'));
  const open = useOpenResponse(c.id, openId || null);
  const hrefOf = (r: { id: number }) => `${challengePath(c)}?response=${r.id}`;
  const closeResponse = () =>
    setParams(
      (p) => {
        p.delete('response');
        return p;
      },
      { preventScrollReset: true },
    );
  const onTimeUp = () => {
    timeUp();
    void client.invalidateQueries({ queryKey: challengeKeys.detail(c.id) });
  };

  const session = useSession();
  const canRespond = phase === 'live' && !c.myResponseId && String(c.creater_id) !== session?.userId;
  const participate = (
    <ParticipateAction
      challenge={c}
      phase={phase}
      myResponseHref={c.myResponseId ? hrefOf({ id: c.myResponseId }) : null}
      onParticipate={() => setDialog('participate')}
    />
  );

  return (
    <div className={styles.page}>
      <Breadcrumb
        items={[{ label: 'Home', to: '/' }, { label: 'Challenges', to: '/challenges' }, { label: c.title }]}
      />
      <div className={styles.top}>
        <ChallengeMedia challenge={c} />
        <aside className={styles.side}>
          <ChallengeHeading challenge={c} />
          <ChallengeStatus challenge={c} phase={phase} onTimeUp={onTimeUp} />
          <PrizePool challenge={c} canAdd={!isOver(phase)} onAdd={() => setDialog('prize')} />
          {participate}
          <ChallengeActions challenge={c} />
        </aside>
      </div>
      <div className={styles.about}>
        {c.description ? <p className={styles.description}>{c.description}</p> : null}
        {c.rules.length > 0 ? (
          <section aria-labelledby="rules-title">
            <h2 id="rules-title" className={styles.sectionTitle}>
              Rules
            </h2>
            <ol className={styles.rules}>
              {c.rules.map((rule, i) => (
                <li key={i}>{rule}</li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
      <Tabs
        label="Challenge responses"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'responses',
            label: `Responses (${c.responsesCount})`,
            content: (
              <ResponsesTab
                challengeId={c.id}
                hrefOf={hrefOf}
                upvote={upvote}
                onUpvoters={setUpvotersOf}
                emptyAction={
                  canRespond ? (
                    <Button onClick={() => (getSession() ? setDialog('participate') : openLogin())}>
                      Submit a response
                    </Button>
                  ) : undefined
                }
              />
            ),
          },
          {
            value: 'leaderboard',
            label: 'Leaderboard',
            content: <LeaderboardTab challengeId={c.id} hrefOf={hrefOf} upvote={upvote} onUpvoters={setUpvotersOf} />,
          },
        ]}
      />
      {dialog === 'participate' ? (
        <Suspense fallback={<ParticipateLoading onClose={() => setDialog(null)} />}>
          <ParticipateDialog
            challenge={c}
            onClose={() => setDialog(null)}
            onSubmitted={() => {
              setDialog(null);
              setTab('responses');
            }}
          />
        </Suspense>
      ) : null}
      {dialog === 'prize' ? <AddToPrizeDialog challenge={c} onClose={() => setDialog(null)} /> : null}
      {upvotersOf ? <UpvotersDialog response={upvotersOf} onClose={() => setUpvotersOf(null)} /> : null}
      {open ? (
        <ResponseDialog
          response={open}
          upvote={upvote}
          atComments={location.hash === '#comments'}
          onClose={closeResponse}
        />
      ) : null}
    </div>
  );
}
