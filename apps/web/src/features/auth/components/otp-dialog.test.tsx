import { MSG } from '@crowns/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session';
import { closeAuthDialog } from '../auth-dialog-store';
import { mockApi } from '../test/mock-api';
import { renderDialog } from '../test/render-dialogs';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  closeAuthDialog();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 6/ }) as HTMLInputElement[];
const code = () =>
  boxes()
    .map((b) => b.value)
    .join('');
const open = () => renderDialog('otp', { token: 'challenge-1', email: 'boss@example.com' }, { fakeTimers: true });

describe('Verify with OTP', () => {
  it('has 6 boxes that take digits only and advance as typed', async () => {
    const { user } = open();
    expect(boxes()).toHaveLength(6);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2-3');
    expect(code()).toBe('123');
    expect(document.activeElement).toBe(boxes()[3]);
  });

  it('Backspace clears and goes back', async () => {
    const { user } = open();
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.keyboard('{Backspace}'); // from the empty third box
    expect(code()).toBe('1');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('{Backspace}');
    expect(code()).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('a paste fills all boxes', async () => {
    open();
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => ' 98-76 54 ' } });
    expect(code()).toBe('987654');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('hides Resend OTP for 60 seconds, then resends and uses the new token', async () => {
    const api = mockApi({
      'POST /auth/resend-otp': { status: 200, body: { status: 200, token: 'challenge-2', message: MSG.otpSent } },
      'POST /auth/verify-otp': ({ token }: { token: string }) =>
        token === 'challenge-2'
          ? {
              status: 200,
              body: {
                status: 200,
                role: 'admin',
                tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r', userId: '1' },
              },
            }
          : { status: 401, body: { status: 401, message: MSG.otpSessionInvalid } },
    });
    const { user, navigate } = open();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));

    await waitFor(() => expect(api.called('POST /auth/resend-otp')).toHaveLength(1));
    expect(api.called('POST /auth/resend-otp')[0]?.body).toEqual({ token: 'challenge-1' });
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).toBeNull(); // the countdown restarted

    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/dashboard'));
    expect(api.called('POST /auth/verify-otp')[0]?.body).toEqual({ token: 'challenge-2', otp: '123456' });
    expect(getSession()).toMatchObject({
      accessToken: 'a',
      idToken: 'i',
      refreshToken: 'r',
      userId: '1',
      role: 'admin',
    });
    expect(localStorage.getItem('usersRole')).toBe('admin');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['the admin page that asked to log in', '/admin/logs', '/admin/logs'],
    ['the dashboard when the return route is not an admin page', '/wallet', '/admin/dashboard'],
  ])('lands on %s', async (_, returnUrl, landing) => {
    mockApi({
      'POST /auth/verify-otp': {
        status: 200,
        body: {
          status: 200,
          role: 'admin',
          tokens: { accessToken: 'a', idToken: 'i', refreshToken: 'r', userId: '1' },
        },
      },
    });
    const { user, navigate } = open();
    localStorage.setItem('returnUrl', returnUrl);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '123456' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(landing));
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });

  it('closes and shows the server message when the code is refused', async () => {
    mockApi({ 'POST /auth/verify-otp': { status: 400, body: { status: 400, message: MSG.otpInvalid } } });
    const { user } = open();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '000000' } });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(MSG.otpInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('Cancel closes the dialog', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
