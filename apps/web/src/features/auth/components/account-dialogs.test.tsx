import { MSG } from '@crowns/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUSPENDED_NOTICE_KEY } from '../../../lib/api';
import { closeAuthDialog, openAuthDialog } from '../auth-dialog-store';
import { mockApi } from '../test/mock-api';
import { QueryWrapper, renderDialog } from '../test/render-dialogs';
import { AuthDialogs } from './auth-dialogs';

afterEach(() => {
  closeAuthDialog();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('Reset Your Password', () => {
  it("says \"Email shouldn't be empty\" and 'Invalid email format'", async () => {
    const { user } = renderDialog('forgotPassword');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByText(MSG.emailEmptyForgot)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^email$/i), 'nope');
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
  });

  it('shows the Email Sent! view on 200', async () => {
    const api = mockApi({
      'POST /auth/forgot-password': { status: 200, body: { status: 200, message: MSG.resetLinkSent } },
    });
    const { user } = renderDialog('forgotPassword');
    await user.type(screen.getByLabelText(/^email$/i), 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('dialog', { name: MSG.emailSent })).toBeInTheDocument();
    expect(screen.getByText(MSG.resetLinkSent)).toBeInTheDocument();
    expect(api.called('POST /auth/forgot-password')[0]?.body).toEqual({ email: 'ana@example.com' });
  });

  it("opens the resend modal on 'Email not verified'", async () => {
    mockApi({ 'POST /auth/forgot-password': { status: 403, body: { status: 403, message: MSG.emailNotVerified } } });
    const { user } = renderDialog('forgotPassword');
    await user.type(screen.getByLabelText(/^email$/i), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('dialog', { name: MSG.emailNotVerified })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
  });
});

describe('Email not verified', () => {
  it('resends, then opens the login modal and goes to /', async () => {
    const api = mockApi({
      'POST /auth/resend-email': { status: 200, body: { status: 200, message: MSG.verificationSent } },
    });
    const { user, navigate } = renderDialog('emailNotVerified', { email: 'ana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(api.called('POST /auth/resend-email')[0]?.body).toEqual({ email: 'ana@example.com' });
    expect(screen.getByText(MSG.verificationSent)).toBeInTheDocument();
    expect((screen.getByLabelText(/^email$/i) as HTMLInputElement).value).toBe('ana@example.com');
  });

  it('shows the server message when resending fails', async () => {
    mockApi({ 'POST /auth/resend-email': { status: 429, body: { status: 429, message: MSG.rateLimited } } });
    const { user } = renderDialog('emailNotVerified', { email: 'ana@example.com' });
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(MSG.rateLimited)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: MSG.emailNotVerified })).toBeInTheDocument();
  });
});

describe('email verification code → You are In!', () => {
  it('verifies the code, then Get Started! opens the login dialog', async () => {
    const api = mockApi({ 'POST /auth/verify-email': { status: 200, body: { status: 200, message: MSG.verified } } });
    const { user } = renderDialog('verifyEmail', { email: 'ana@example.com' });
    const verify = screen.getByRole('button', { name: 'Verify Email' });
    expect(verify).toBeDisabled();
    fireEvent.paste(screen.getAllByRole('textbox')[0]!, { clipboardData: { getData: () => '246810' } });
    await user.click(verify);
    expect(await screen.findByRole('dialog', { name: 'You are In!' })).toBeInTheDocument();
    expect(api.called('POST /auth/verify-email')[0]?.body).toEqual({ email: 'ana@example.com', code: '246810' });
    await user.click(screen.getByRole('button', { name: 'Get Started!' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('closing it shows the login modal', async () => {
    const { user } = renderDialog('verifyEmail', { email: 'ana@example.com' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });
});

describe('Signup to Continue', () => {
  it('has every field, social login, the terms link in a new tab and a Log In link', async () => {
    const { user } = renderDialog('signupToContinue');
    for (const label of [/^email$/i, /^username$/i, /^password$/i])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    for (const name of ['Month', 'Day', 'Year']) expect(screen.getByRole('combobox', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up with Twitch' })).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'Terms of Use' });
    expect(terms).toHaveAttribute('href', '/terms-of-use');
    expect(terms).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.dobRequired)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('registers with all fields in one step', async () => {
    const api = mockApi({
      'POST /auth/register': { status: 201, body: { status: 201, data: { message: MSG.registered } } },
    });
    const { user } = renderDialog('signupToContinue');
    await user.type(screen.getByLabelText(/^email$/i), 'bo@example.com');
    await user.type(screen.getByLabelText(/^username$/i), 'bo_99');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '31');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1999');
    await user.type(screen.getByLabelText(/^password$/i), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your email' })).toBeInTheDocument();
    expect(api.called('POST /auth/register')[0]?.body).toMatchObject({ username: 'bo_99', birthdate: '1999-12-31' });
  });
});

describe('AuthDialogs', () => {
  it('shows the suspension notice carried to /login', async () => {
    sessionStorage.setItem(SUSPENDED_NOTICE_KEY, '1');
    render(
      <>
        <AuthDialogs />
        <Toaster />
      </>,
      { wrapper: QueryWrapper },
    );
    expect(await screen.findByText(MSG.suspendedNotice)).toBeInTheDocument();
    expect(sessionStorage.getItem(SUSPENDED_NOTICE_KEY)).toBeNull();
  });

  it('gives focus back to the trigger after a chain of dialogs', async () => {
    render(
      <>
        <button type="button" onClick={() => openAuthDialog('login')}>
          Open login
        </button>
        <AuthDialogs />
      </>,
      { wrapper: QueryWrapper },
    );
    const trigger = screen.getByRole('button', { name: 'Open login' });
    trigger.focus();
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset Your Password' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
