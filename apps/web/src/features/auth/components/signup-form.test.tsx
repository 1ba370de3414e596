import { MSG } from '@crowns/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog } from '../auth-dialog-store';
import { mockApi, mockNetworkDown } from '../test/mock-api';
import { renderDialog } from '../test/render-dialogs';

afterEach(() => {
  closeAuthDialog();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

async function fillStep1(
  user: ReturnType<typeof renderDialog>['user'],
  values = { email: 'ana@example.com', username: 'ana_1', password: 'Secret#123' },
) {
  await user.type(field(/^email$/i), values.email);
  await user.type(field(/^username$/i), values.username);
  await user.type(field(/^password$/i), values.password);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('signup step 1', () => {
  it('shows the required messages under their fields on submit', async () => {
    const { user } = renderDialog('signup');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(errorOf(field(/^email$/i))).toBe(MSG.emailRequired);
    expect(errorOf(field(/^username$/i))).toBe(MSG.usernameEmpty);
    expect(errorOf(field(/^password$/i))).toBe(MSG.passwordRequired);
  });

  it('shows the email format message when the field is left', async () => {
    const { user } = renderDialog('signup');
    await user.type(field(/^email$/i), 'not-an-email');
    await user.tab();
    expect(errorOf(field(/^email$/i))).toBe(MSG.emailInvalid);
  });

  it.each([
    ['abc', MSG.usernameLength],
    ['a'.repeat(26), MSG.usernameLength],
    ['12345', MSG.usernameNumeric],
    ['____', MSG.usernameCharset],
  ])('username %s → %s', async (value, message) => {
    const { user } = renderDialog('signup');
    await user.type(field(/^username$/i), value);
    await user.tab();
    expect(errorOf(field(/^username$/i))).toBe(message);
  });

  it('strips disallowed characters from the username as typed', async () => {
    const { user } = renderDialog('signup');
    await user.type(field(/^username$/i), 'an a-b!c@d_é9');
    expect(field(/^username$/i).value).toBe('anabcd_9');
  });

  it.each([
    ['Ab1#', MSG.passwordMin],
    ['alllowercase1#', MSG.passwordStrength],
    ['NoDigits#here', MSG.passwordStrength],
    ['NoSpecial123', MSG.passwordStrength],
  ])('password %s → %s', async (value, message) => {
    const { user } = renderDialog('signup');
    await user.type(field(/^password$/i), value);
    await user.tab();
    expect(errorOf(field(/^password$/i))).toBe(message);
  });

  it('goes to the date of birth step when step 1 is valid, and Back keeps the values', async () => {
    const { user } = renderDialog('signup');
    await fillStep1(user);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /back/i }));
    expect(field(/^username$/i).value).toBe('ana_1');
  });
});

describe('signup step 2 (date of birth)', () => {
  async function toDob() {
    const r = renderDialog('signup');
    await fillStep1(r.user);
    const pick = async (name: string, value: string) =>
      r.user.selectOptions(screen.getByRole('combobox', { name }), value);
    return { ...r, pick };
  }
  const dobError = () => screen.queryByText(/DOB|18 years|correct day/);

  it('lists years from the current one back to 1900', async () => {
    await toDob();
    const years = screen.getByRole('combobox', { name: 'Year' }).querySelectorAll('option:not([value=""])');
    expect(years[0]?.textContent).toBe(String(new Date().getFullYear()));
    expect(years[years.length - 1]?.textContent).toBe('1900');
  });

  it("requires the date: 'DOB is required field'", async () => {
    const { user } = await toDob();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dobError()?.textContent).toBe(MSG.dobRequired);
  });

  it('refuses 30 February and 29 February of a non-leap year, accepts 29 February 2000', async () => {
    const { pick } = await toDob();
    await pick('Day', '30');
    await pick('Month', '2');
    await pick('Year', '1990');
    expect(dobError()?.textContent).toBe(MSG.dobDay);
    await pick('Day', '29');
    await pick('Year', '2001');
    expect(dobError()?.textContent).toBe(MSG.dobDay);
    await pick('Year', '2000');
    expect(dobError()).toBeNull();
  });

  it('offers the days of the chosen month (with leap years)', async () => {
    const { pick } = await toDob();
    const dayCount = () =>
      screen.getByRole('combobox', { name: 'Day' }).querySelectorAll('option:not([value=""])').length;
    expect(dayCount()).toBe(31);
    await pick('Month', '4');
    expect(dayCount()).toBe(30);
    await pick('Month', '2');
    await pick('Year', '2023');
    expect(dayCount()).toBe(28);
    await pick('Year', '2024');
    expect(dayCount()).toBe(29);
  });

  it("refuses a date that is not in the past: 'Please check DOB'", async () => {
    const now = new Date();
    const { pick } = await toDob();
    // Today at the latest: the year list starts at the current year.
    await pick('Year', String(now.getFullYear()));
    await pick('Month', String(now.getMonth() + 1));
    await pick('Day', String(now.getDate()));
    expect(dobError()?.textContent).toBe(MSG.dobPast);
  });

  it('refuses an age under 18', async () => {
    const now = new Date();
    const { pick } = await toDob();
    await pick('Year', String(now.getFullYear() - 17));
    await pick('Month', '1');
    await pick('Day', '1');
    expect(dobError()?.textContent).toBe(MSG.dobAge);
  });

  it('registers and then opens the verify-email code dialog', async () => {
    const api = mockApi({
      'POST /auth/register': { status: 201, body: { status: 201, msg: 'ok', data: { message: MSG.registered } } },
    });
    const { user, pick } = await toDob();
    await pick('Month', '3');
    await pick('Day', '9');
    await pick('Year', '1995');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('dialog', { name: 'Verify your email' });
    expect(api.called('POST /auth/register')[0]?.body).toEqual({
      email: 'ana@example.com',
      username: 'ana_1',
      password: 'Secret#123',
      birthdate: '1995-03-09',
    });
    expect(await screen.findByText(MSG.registered)).toBeInTheDocument();
    expect(screen.getByText('Link sent to the email address you registered with.')).toBeInTheDocument();
    expect(screen.getByText('Available in 30 seconds')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /Digit \d of 6/ })).toHaveLength(6);
  });

  it('shows the server message of a refused registration under its field and as a toast', async () => {
    mockApi({
      'POST /auth/register': { status: 409, body: { status: 409, code: 'CONFLICT', message: MSG.usernameTaken } },
    });
    const { user, pick } = await toDob();
    await pick('Month', '3');
    await pick('Day', '9');
    await pick('Year', '1995');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorOf(field(/^username$/i))).toBe(MSG.usernameTaken));
    expect(screen.getAllByText(MSG.usernameTaken).length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Signup failed. Please try again.' when the network fails", async () => {
    mockNetworkDown();
    const { user, pick } = await toDob();
    await pick('Month', '3');
    await pick('Day', '9');
    await pick('Year', '1995');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MSG.signupFailed)).toBeInTheDocument();
  });
});
