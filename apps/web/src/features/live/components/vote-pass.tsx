import { ROOM_CODE, type TVoteProof } from '@artclash/contract/values';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { MessageKey } from '@artclash/i18n';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button/button';
import { EmailCode } from '@/components/email-code/email-code';
import { TextField } from '@/components/form-field/text-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useRoomPass } from '../api/vote-pass';
import styles from './vote-pass.module.css';

/** Every proof a fan can give, in the order the voting rules ask for them (docs/decisions.md#333). */
const PROOFS: readonly TVoteProof[] = ['room_code', 'email'];

/** What a refused vote says is missing (docs/decisions.md#305): any one of these proofs lets it count. */
function needsOf(error: unknown): TVoteProof[] {
  if (!(error instanceof ApiError) || error.status !== 403) return [];
  return PROOFS.filter((proof) => proof in error.errors);
}

const TEXTS: Record<TVoteProof, { title: MessageKey; lead: MessageKey; instead: MessageKey }> = {
  room_code: { title: 'votePass.roomTitle', lead: 'votePass.roomLead', instead: 'votePass.roomInstead' },
  email: { title: 'votePass.provenTitle', lead: 'votePass.provenLead', instead: 'votePass.provenInstead' },
};

/** The room code typed from the big screen: the digits only. */
function RoomCodeForm({ eventId, onPass }: { eventId: string; onPass: () => void }) {
  const { t } = useTranslation();
  const pass = useRoomPass();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function confirm() {
    if (code.length < ROOM_CODE.digits || pass.isPending) return;
    pass.mutate(
      { eventId, code },
      {
        onSuccess: (reply) => {
          notify('success', reply.message);
          onPass();
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : errorMessage(failure)),
      },
    );
  }

  return (
    <div className={styles.form}>
      <TextField
        label={t('votePass.roomLabel')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, ROOM_CODE.digits));
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            confirm();
          }
        }}
        inputMode="numeric"
        autoComplete="off"
        maxLength={ROOM_CODE.digits}
        error={error}
        autoFocus
      />
      <Button onClick={confirm} busy={pass.isPending} disabled={code.length < ROOM_CODE.digits}>
        {t('votePass.roomSubmit')}
      </Button>
    </div>
  );
}

/** The signed-in account's address proven by a code (an account without one types it first). */
function ProvenForm({ onProven }: { onProven: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [email, setEmail] = useState(session?.email ?? '');
  return (
    <div className={styles.form}>
      {!session?.email && (
        <TextField
          label={t('votePass.emailLabel')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <EmailCode email={email} onProven={onProven} />
    </div>
  );
}

interface PassPromptProps {
  eventId: string;
  /** The proofs the event's rule takes, the first asked for first. */
  needs: TVoteProof[];
  onDone: () => void;
  onCancel: () => void;
}

function PassPrompt({ eventId, needs, onDone, onCancel }: PassPromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const [need, setNeed] = useState(needs[0] ?? 'room_code');
  const other = needs.find((proof) => proof !== need);
  // A block body: an effect returns nothing but its clean-up, and Chromium's scrollIntoView returns a Promise.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <section ref={ref} className={styles.prompt} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.title}>
        {t(TEXTS[need].title)}
      </h4>
      <p className={styles.lead}>{t(TEXTS[need].lead)}</p>
      {need === 'email' ? <ProvenForm onProven={onDone} /> : <RoomCodeForm eventId={eventId} onPass={onDone} />}
      {other && (
        <Button variant="ghost" onClick={() => setNeed(other)}>
          {t(TEXTS[other].instead)}
        </Button>
      )}
      <Button variant="ghost" onClick={onCancel}>
        {t('votePass.cancel')}
      </Button>
    </section>
  );
}

/**
 * What the voting screen asks of a fan when the event's voting rule needs it (docs/decisions.md#305,
 * #333), on the screen itself: a refused vote that names the missing proofs (`asks`) opens the prompt on
 * the first (the room's code; "Watching online?" switches to the e-mail where the rule takes both), and
 * once one is given the vote is sent again by itself. The room key in the page's address (`?room=`, from
 * the big screen's QR code) is handed to the server at once and then taken out of the address.
 */
export function useVotePass(eventId: string): {
  asks: (error: unknown, retry: () => void) => boolean;
  /** Resolves once the room key of the page's address has been handed over: a vote waits for it, so it counts. */
  handedOver: () => Promise<unknown>;
  prompt: ReactNode;
} {
  const [asking, setAsking] = useState<{ needs: TVoteProof[]; retry: () => void } | null>(null);
  const [params, setParams] = useSearchParams();
  const pass = useRoomPass();
  const fromAddress = params.get('room');
  const { mutateAsync } = pass;
  const handing = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    if (!fromAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('room');
        return next;
      },
      { replace: true },
    );
    handing.current = mutateAsync({ eventId, code: fromAddress }).catch((failure: unknown) =>
      notify('error', errorMessage(failure)),
    );
  }, [eventId, fromAddress, mutateAsync, setParams]);

  return {
    handedOver: () => handing.current,
    asks: (error, retry) => {
      const needs = needsOf(error);
      if (needs.length > 0) setAsking({ needs, retry });
      return needs.length > 0;
    },
    prompt: asking && (
      <PassPrompt
        eventId={eventId}
        needs={asking.needs}
        onDone={() => {
          setAsking(null);
          asking.retry();
        }}
        onCancel={() => setAsking(null)}
      />
    ),
  };
}
