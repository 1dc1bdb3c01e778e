import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { withNext } from '@/lib/next-path';
import { notify } from '@/lib/notify';
import { readPendingRegistration } from '@/lib/pending-registration';
import { readSocialRedirect } from '@/lib/social-redirect';
import { hasParkSignUp, nextParkStep, type ParkStep, parkSteps } from './park-progress';

const stepHref: Record<ParkStep, string> = {
  'user-type': paths.parkUserType.getHref(),
  signup: paths.parkSignup.getHref(),
  'select-age': paths.parkSelectAge.getHref(),
  'select-child-age': paths.parkSelectChildAge.getHref(),
  'select-events': paths.parkSelectEvents.getHref(),
};

export interface ParkStepState {
  /** 1-based position of this step, and how many this sign-up has. */
  number: number;
  total: number;
  /** True while the screen is being left for an earlier step: render nothing. */
  leaving: boolean;
}

/**
 * Where this screen stands in park onboarding (docs/product.md#rule-151). A step opened before the
 * ones it needs sends the visitor to the first step still to do, with a message — to the very
 * first when no sign-up is in progress at all — instead of failing at register-now. The address
 * of a Google or LINE round trip is let through: the page stores its pending registration first.
 * `chosenType` is the type picked on /park/user-type before it is saved.
 */
export function useParkStep(step: ParkStep, chosenType?: string): ParkStepState {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const pending = readPendingRegistration();
  const steps = parkSteps(pending, chosenType ?? pending.userType);
  const arriving = readSocialRedirect(new URLSearchParams(location.search)) !== null;
  const due = nextParkStep(pending);
  const leaving = !arriving && steps.indexOf(step) > steps.indexOf(due);
  const fresh = !hasParkSignUp(pending);
  const next = new URLSearchParams(location.search).get('next');

  useEffect(() => {
    if (!leaving) return;
    notify('info', t(fresh ? 'auth.park.restart' : 'auth.park.resume'));
    void navigate(withNext(stepHref[fresh ? 'user-type' : due], next), { replace: true });
  }, [leaving, fresh, due, next, navigate, t]);

  return { number: Math.max(1, steps.indexOf(step) + 1), total: steps.length, leaving };
}
