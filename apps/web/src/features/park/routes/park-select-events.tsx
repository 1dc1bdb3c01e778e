import { ZSelectEventsFormSchema, type TRegisterNowRequest, type TSelectEventsForm } from '@artclash/contract';
import { isParkAccount } from '@artclash/contract/values';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import formStyles from '@/components/account-forms/account-forms.module.css';
import { AuthPage } from '@/components/auth-page/auth-page';
import { FieldError } from '@/components/form-field/field-error';
import { SubmitButton } from '@/components/form-field/submit-button';
import { useSingleSubmit } from '@/components/form-field/use-single-submit';
import { LoadingRegion, Skeleton } from '@/components/skeleton/skeleton';
import { QueryView } from '@/components/query-view/query-view';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useNextPath } from '@/lib/next-path';
import { notify } from '@/lib/notify';
import {
  clearPendingRegistration,
  readPendingRegistration,
  type PendingRegistration,
} from '@/lib/pending-registration';
import { saveSession, sessionOf } from '@/lib/session';
import { useInterestEvents } from '../api/get-interest-events';
import { useRegisterNow } from '../api/register-now';
import { ParkStepIndicator } from '../components/park-step-indicator';
import styles from '../components/park-steps.module.css';
import { useParkStep } from '../components/use-park-step';

/** §7 register-now `type`: the chosen park type, or empty when the account was made by e-mail sign-up. */
function registerNowType(pending: PendingRegistration): TRegisterNowRequest['type'] {
  if (pending.loginStatus === 'login') return '';
  const type = pending.userType;
  return isParkAccount(type) ? type : '';
}

/** /park/select-events (§2.7): interest events, then register-now completes the account and signs in. */
export function ParkSelectEventsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const events = useInterestEvents();
  const registerNow = useRegisterNow();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZSelectEventsFormSchema), defaultValues: { events: [] as string[] } });
  const chosen = useWatch({ control, name: 'events' });
  const progress = useParkStep('select-events');
  const { next, keepNext } = useNextPath();

  const { submit, pending } = useSingleSubmit(async ({ events: eventIds }: TSelectEventsForm) => {
    const pending = readPendingRegistration();
    try {
      const reply = await registerNow.mutateAsync({
        userID: pending.userId ?? '',
        parent_age: pending.birthDate ?? '',
        child_age: pending.childBirthDate,
        event_interests: eventIds,
        type: registerNowType(pending),
      });
      saveSession(sessionOf(reply.user, reply.token));
      clearPendingRegistration();
      notify('success', reply.message);
      void navigate(next ?? paths.home.getHref());
    } catch (error) {
      // §4 Park registration: on failure, a message, then back to /park/signup.
      notify('error', errorMessage(error));
      void navigate(keepNext(paths.parkSignup.getHref()));
    }
  });
  const onSubmit = handleSubmit(submit);

  if (progress.leaving) return null;
  const hasChoice = Array.isArray(chosen) && chosen.length > 0;
  return (
    <AuthPage
      tone="park"
      title={t('auth.park.eventsTitle')}
      backTo={keepNext(paths.parkSelectAge.getHref())}
      heading={t('auth.park.eventsHeading')}
      progress={<ParkStepIndicator {...progress} />}
    >
      <QueryView
        query={events}
        loading={
          <LoadingRegion className={formStyles.form}>
            <Skeleton height={52} radius={14} />
            <Skeleton height={52} radius={14} />
            <Skeleton height={52} radius={14} />
          </LoadingRegion>
        }
      >
        {(list) => (
          <form
            className={formStyles.form}
            onSubmit={(event) => void onSubmit(event)}
            noValidate
            inert={pending}
            aria-busy={pending || undefined}
          >
            <fieldset className={styles.events} aria-describedby={errors.events ? 'park-events-error' : undefined}>
              <legend className="visually-hidden">{t('auth.park.eventsHeading')}</legend>
              {list.map((event) => (
                <label key={event._id} className={styles.event}>
                  <input type="checkbox" value={event._id} {...register('events')} />
                  {event.name}
                </label>
              ))}
            </fieldset>
            <FieldError id="park-events-error" message={errors.events?.message} />
            {hasChoice && <p className={styles.thanks}>{t('auth.park.eventsChosen')}</p>}
            <SubmitButton busy={registerNow.isPending || pending}>{t('auth.form.next')}</SubmitButton>
          </form>
        )}
      </QueryView>
    </AuthPage>
  );
}
