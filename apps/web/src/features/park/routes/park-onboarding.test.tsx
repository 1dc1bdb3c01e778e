import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPendingRegistration, savePendingRegistration } from '@/lib/pending-registration';
import { readSession } from '@/lib/session';
import { buildSessionUser, failureReply, interestEventsReply, registerNowReply, registerReply } from '@/test/accounts';
import { on, stubFetch } from '@/test/fetch-stub';
import { renderRoute } from '@/test/render';

type User = ReturnType<typeof userEvent.setup>;
const thisYear = new Date().getFullYear();
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const optionValues = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => (o as HTMLOptionElement).value)
    .filter(Boolean);

describe('/park/user-type', () => {
  it('keeps NEXT disabled until PARENT or MYSELF is picked, then saves it and goes to /park/signup', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/park/user-type');
    expect(
      await screen.findByRole('heading', { name: "I'm signing up as a Parent or for Myself" }),
    ).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'NEXT' });
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'PARENT' }));
    expect(next).toBeEnabled();
    await user.click(next);

    await waitFor(() => expect(router.state.location.pathname).toBe('/park/signup'));
    expect(readPendingRegistration().userType).toBe('parent');
  });

  it('goes straight to /park/select-age for a Google or LINE sign-in', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(
      '/park/user-type?message=unverified&userID=u-line&type=park&login_status=line_login',
    );
    await user.click(await screen.findByRole('radio', { name: 'MYSELF' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/park/select-age'));
    expect(readPendingRegistration()).toEqual({ userId: 'u-line', userType: 'myself', loginStatus: 'line_login' });
  });

  it('reads in Japanese with the terms of docs/product.md §9.1', async () => {
    const user = userEvent.setup();
    renderRoute('/park/user-type');
    await user.click(await screen.findByRole('button', { name: '日本語' }));
    expect(screen.getByRole('radio', { name: '保護者' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '本人' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次へ' })).toBeDisabled();
  });
});

describe('/park/signup', () => {
  it('sends a visitor who has not chosen a type to /park/user-type', async () => {
    const { router } = renderRoute('/park/signup');
    await waitFor(() => expect(router.state.location.pathname).toBe('/park/user-type'));
  });

  it('creates the account with the chosen type, keeps its id as pending and goes to /park/select-age', async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userType: 'parent' });
    const { requests } = stubFetch(
      on('/backend/api/register', {
        body: registerReply('u-parent', 'parent', 'Your account has been created. Next, tell us your birthdate.'),
      }),
    );
    const { router } = renderRoute('/park/signup');
    await screen.findByLabelText('Email');
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/backend/auth/google?type=parent&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Continue with LINE' })).toHaveAttribute(
      'href',
      '/backend/auth/line?type=parent&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/park/signin');

    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    // The form checks asynchronously (react-hook-form's resolver): on a busy machine the message comes a tick later.
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required'));
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Display name'), 'Aiko');
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.type(screen.getByLabelText('Create Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to Terms and Conditions' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('heading', { name: 'What is your age?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/park/select-age');
    expect(requests[0]?.body).toEqual({
      email: 'parent@example.com',
      password: 'Secret123',
      type: 'parent',
      username: 'Aiko',
    });
    expect(readPendingRegistration()).toEqual({ userId: 'u-parent', userType: 'parent', loginStatus: 'login' });
  });
});

async function chooseBirthdate(user: User, date: { year: string; month: string; day: string }) {
  await user.selectOptions(screen.getByLabelText('YEAR'), date.year);
  await user.selectOptions(screen.getByLabelText('MONTH'), date.month);
  await user.selectOptions(screen.getByLabelText('DAY'), date.day);
}

describe('/park/select-age', () => {
  it('offers 80 years from this one down, months by name, and the days of the chosen month (leap years too)', async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userId: 'u-me', userType: 'myself', loginStatus: 'login' });
    renderRoute('/park/select-age');
    const year = await screen.findByLabelText('YEAR');
    const years = optionValues(year);
    expect(years).toHaveLength(80);
    expect(years[0]).toBe(String(thisYear));
    expect(years.at(-1)).toBe(String(thisYear - 79));
    expect(optionTexts(screen.getByLabelText('MONTH')).slice(1)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);

    const leapYear = String([2024, 2020, 2016, 2012].find((y) => y <= thisYear && y > thisYear - 80));
    await user.selectOptions(year, leapYear);
    await user.selectOptions(screen.getByLabelText('MONTH'), '2');
    expect(optionValues(screen.getByLabelText('DAY'))).toHaveLength(29);
    await user.selectOptions(screen.getByLabelText('DAY'), '29');
    // 29 February is no day of a common year: the day is unchosen again.
    await user.selectOptions(year, String(Number(leapYear) - 1));
    expect(optionValues(screen.getByLabelText('DAY'))).toHaveLength(28);
    expect(screen.getByLabelText('DAY')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('MONTH'), '4');
    expect(optionValues(screen.getByLabelText('DAY'))).toHaveLength(30);

    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(optionTexts(screen.getByLabelText('月'))[1]).toBe('1月');
  });

  it('asks for the whole birthdate in both languages, then shows the age and saves it', async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userId: 'u-me', userType: 'myself', loginStatus: 'login' });
    const { router } = renderRoute('/park/select-age');
    await user.selectOptions(await screen.findByLabelText('YEAR'), String(thisYear - 30));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getByText('Please Select Your Birthdate.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByText('生年月日を選択してください。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(router.state.location.pathname).toBe('/park/select-age');

    await user.selectOptions(screen.getByLabelText('MONTH'), '1');
    await user.selectOptions(screen.getByLabelText('DAY'), '1');
    expect(screen.getByText("WOW OLD FART, YOU'RE 30!")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByText('すごい、30歳なんですね！')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '次へ' }));

    // Myself: no child's birthdate.
    await waitFor(() => expect(router.state.location.pathname).toBe('/park/select-events'));
    expect(readPendingRegistration().birthDate).toBe(`${thisYear - 30}-1-1`);
  });

  it("sends a parent on to the child's birthdate", async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userId: 'u-parent', userType: 'parent', loginStatus: 'login' });
    const { router } = renderRoute('/park/select-age');
    await screen.findByLabelText('YEAR');
    await chooseBirthdate(user, { year: String(thisYear - 40), month: '3', day: '15' });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(await screen.findByRole('heading', { name: "What is your child's age?" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/park/select-child-age');
    await chooseBirthdate(user, { year: String(thisYear - 8), month: '1', day: '1' });
    expect(screen.getByText('GREAT! YOUR KID IS 8!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/park/select-events'));
    expect(readPendingRegistration()).toMatchObject({
      birthDate: `${thisYear - 40}-3-15`,
      childBirthDate: `${thisYear - 8}-1-1`,
    });
  });
});

describe('park age policy in the forms (docs/product.md#rule-150)', () => {
  it('refuses a parent younger than 18, in both languages, and stays on the step', async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userId: 'u-parent', userType: 'parent', loginStatus: 'login' });
    const { router } = renderRoute('/park/select-age');
    await screen.findByLabelText('YEAR');
    await chooseBirthdate(user, { year: String(thisYear - 6), month: '1', day: '1' });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('A parent or guardian must be 18 or older.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByText('保護者として登録できるのは18歳以上の方です。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/park/select-age');
    expect(readPendingRegistration().birthDate).toBeUndefined();
  });

  it('refuses someone under 13 signing up for themselves', async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userId: 'u-me', userType: 'myself', loginStatus: 'login' });
    renderRoute('/park/select-age');
    await screen.findByLabelText('YEAR');
    await chooseBirthdate(user, { year: String(thisYear), month: '1', day: '1' });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(
      await screen.findByText(/You must be 13 or older to sign up for yourself|Choose a birthdate before today\./),
    ).toBeInTheDocument();
  });

  it("refuses a child's birthdate that is not later than the parent's", async () => {
    const user = userEvent.setup();
    savePendingRegistration({
      userId: 'u-parent',
      userType: 'parent',
      loginStatus: 'login',
      birthDate: `${thisYear - 36}-5-5`,
    });
    const { router } = renderRoute('/park/select-child-age');
    await screen.findByLabelText('YEAR');
    await chooseBirthdate(user, { year: String(thisYear - 40), month: '1', day: '1' });
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText("Your child's birthdate must be later than your own.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/park/select-child-age');
  });
});

describe('park steps (docs/product.md#rule-151)', () => {
  it("shows where each step stands: '2 / 5' for a parent signing up by e-mail, '3 / 4' for myself", async () => {
    savePendingRegistration({ userType: 'parent' });
    renderRoute('/park/signup');
    expect(await screen.findByText('2 / 5')).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toHaveClass('visually-hidden');
  });

  it('counts the steps of a Google or LINE sign-up without the e-mail one', async () => {
    savePendingRegistration({ userId: 'u-g', userType: 'myself', loginStatus: 'google_login' });
    renderRoute('/park/select-age');
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
  });

  it('starts over at the first step, with a message, when a later step is opened with no sign-up in progress', async () => {
    const { router } = renderRoute('/park/select-events?next=%2Fvoting%2Fe1');
    expect(
      await screen.findByText('No sign-up is in progress, so we have started again from the first step.'),
    ).toBeInTheDocument();
    // The step shows once its code is in: the router loads it before the move commits (route.lazy).
    expect(await screen.findByText('1 / 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/park/user-type');
    expect(router.state.location.search).toBe('?next=%2Fvoting%2Fe1');
  });

  it('sends a sign-up in progress back to the step it still has to do', async () => {
    savePendingRegistration({ userId: 'u-parent', userType: 'parent', loginStatus: 'login', birthDate: '1985-3-3' });
    const { router } = renderRoute('/park/select-events');
    expect(await screen.findByText('Please finish this step first.')).toBeInTheDocument();
    expect(await screen.findByText('4 / 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/park/select-child-age');
  });

  it('ends a park sign-up where the visitor was going', async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userId: 'u-me', userType: 'myself', loginStatus: 'login', birthDate: '1990-1-1' });
    stubFetch(
      on('/backend/api/AllInterestedEvent', { body: interestEventsReply(['Live painting']) }),
      on('/backend/api/register-now', { body: registerNowReply(buildSessionUser({ _id: 'u-me', type: 'myself' })) }),
    );
    const { router } = renderRoute('/park/select-events?next=%2Fvoting%2Fe1');
    await user.click(await screen.findByRole('checkbox', { name: 'Live painting' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/voting/e1'));
  });
});

describe('/park/select-events', () => {
  const interests = interestEventsReply(['Live painting', 'Family workshop', 'Art battle']);

  it('requires an event, thanks once one is picked, and completes the e-mail registration with type empty', async () => {
    const user = userEvent.setup();
    savePendingRegistration({
      userId: 'u-parent',
      userType: 'parent',
      loginStatus: 'login',
      birthDate: '1985-3-15',
      childBirthDate: '2017-1-1',
    });
    const parent = buildSessionUser({ _id: 'u-parent', username: 'parent', type: 'parent' });
    const { requests } = stubFetch(
      on('/backend/api/AllInterestedEvent', { body: interests }),
      on('/backend/api/register-now', { body: registerNowReply(parent, 'jwt-park') }),
    );
    const { router } = renderRoute('/park/select-events');
    expect(await screen.findByRole('heading', { name: 'Interested in attending events?' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(screen.getByText('Please Select Event')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(screen.getByText('イベントを選択してください')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(screen.queryByText('We look forward to sharing amazing experiences with you!')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: 'Live painting' }));
    await user.click(screen.getByRole('checkbox', { name: 'Art battle' }));
    expect(screen.getByText('We look forward to sharing amazing experiences with you!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.find((r) => r.url.pathname === '/backend/api/register-now')?.body).toEqual({
      userID: 'u-parent',
      parent_age: '1985-3-15',
      child_age: '2017-1-1',
      event_interests: ['interest-1', 'interest-3'],
      type: '',
    });
    expect(readSession()).toMatchObject({ _id: 'u-parent', type: 'parent', token: 'jwt-park' });
    expect(readPendingRegistration()).toEqual({});
  });

  it('sends the chosen type for a Google or LINE account', async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userId: 'u-g', userType: 'myself', loginStatus: 'google_login', birthDate: '2001-5-5' });
    const { requests } = stubFetch(
      on('/backend/api/AllInterestedEvent', { body: interests }),
      on('/backend/api/register-now', { body: registerNowReply(buildSessionUser({ _id: 'u-g', type: 'myself' })) }),
    );
    const { router } = renderRoute('/park/select-events');
    await user.click(await screen.findByRole('checkbox', { name: 'Family workshop' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.find((r) => r.url.pathname === '/backend/api/register-now')?.body).toMatchObject({
      type: 'myself',
      event_interests: ['interest-2'],
    });
  });

  it('on failure shows the message and goes back to /park/signup', async () => {
    const user = userEvent.setup();
    savePendingRegistration({ userId: 'u-x', userType: 'myself', loginStatus: 'login', birthDate: '2001-5-5' });
    stubFetch(
      on('/backend/api/AllInterestedEvent', { body: interests }),
      on('/backend/api/register-now', {
        status: 404,
        body: failureReply('We could not find this account. Please sign up again.'),
      }),
    );
    const { router } = renderRoute('/park/select-events');
    await user.click(await screen.findByRole('checkbox', { name: 'Art battle' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('We could not find this account. Please sign up again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/park/signup'));
    expect(readSession()).toBeNull();
  });
});

describe('/park/signin', () => {
  it('clears the pending registration on open and offers Google and LINE for the park', async () => {
    savePendingRegistration({ userId: 'u-old', userType: 'parent', loginStatus: 'google_login' });
    renderRoute('/park/signin');
    expect(await screen.findByRole('link', { name: 'Continue with LINE' })).toHaveAttribute(
      'href',
      '/backend/auth/line?type=park&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/backend/auth/google?type=park&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/park/user-type');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(readPendingRegistration()).toEqual({});
  });
});
