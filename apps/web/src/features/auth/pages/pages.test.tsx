import { MSG } from '@crowns/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api';
import { closeAuthDialog, useAuthDialog } from '../auth-dialog-store';
import { mockApi } from '../test/mock-api';
import { PASSWORDS_DIFFER, ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

function OpenDialogName() {
  return <output aria-label="open dialog">{useAuthDialog().name ?? 'none'}</output>;
}

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <>
      <RouterProvider router={router} />
      <OpenDialogName />
      <Toaster />
    </>,
  );
}

let navigate: ReturnType<typeof vi.fn>;
let restore: () => void;
beforeEach(() => {
  toast.dismiss();
  navigate = vi.fn();
  restore = configureApi({ navigate });
});
afterEach(() => {
  restore();
  closeAuthDialog();
  vi.unstubAllGlobals();
});

const dialogName = () => screen.getByRole('status', { name: 'open dialog' }).textContent;

describe('ResetPasswordPage', () => {
  it('checks the new password with the spec messages and that both match', async () => {
    const user = userEvent.setup();
    renderAt('/reset-password?token=tok-1234567890', <ResetPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MSG.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.tab();
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'longenough');
    expect(await screen.findByText(MSG.passwordStrength)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), 'Other#123');
    await user.tab();
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
  });

  it('resets, then goes home and opens the login dialog', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /auth/reset-password': { status: 200, body: { status: 200, message: MSG.passwordReset } },
    });
    renderAt('/reset-password?token=tok-1234567890', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'Newpass#1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass#1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MSG.passwordReset)).toBeInTheDocument();
    expect(api.called('POST /auth/reset-password')[0]?.body).toEqual({
      token: 'tok-1234567890',
      password: 'Newpass#1',
    });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(dialogName()).toBe('login');
  });

  it('shows the server message for a used or expired link', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /auth/reset-password': { status: 400, body: { status: 400, message: MSG.invalidResetLink } } });
    renderAt('/reset-password?token=tok-1234567890', <ResetPasswordPage />);
    await user.type(screen.getByLabelText('New password'), 'Newpass#1');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass#1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(MSG.invalidResetLink)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers a new link when the token is missing', () => {
    renderAt('/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('button', { name: 'Request a new link' })).toBeInTheDocument();
  });
});

describe('VerifyEmailPage', () => {
  it('verifies the link token once and opens You are In!', async () => {
    const api = mockApi({ 'POST /auth/verify-email': { status: 200, body: { status: 200, message: MSG.verified } } });
    renderAt('/verify-email?token=link-token-0001', <VerifyEmailPage />);
    expect(screen.getByText('Verifying your email...')).toBeInTheDocument();
    expect(await screen.findByText(MSG.verified)).toBeInTheDocument();
    expect(dialogName()).toBe('youAreIn');
    expect(api.called('POST /auth/verify-email')).toEqual([
      expect.objectContaining({ body: { token: 'link-token-0001' } }),
    ]);
  });

  it('shows the error and lets the user resend', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /auth/verify-email': { status: 400, body: { status: 400, message: MSG.invalidVerifyLink } },
      'POST /auth/resend-email': { status: 200, body: { status: 200, message: MSG.verificationSent } },
    });
    renderAt('/verify-email?token=link-token-0002', <VerifyEmailPage />);
    expect(await screen.findByText(MSG.invalidVerifyLink)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(screen.getByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^email$/i), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText(MSG.verificationSent)).toBeInTheDocument();
    await waitFor(() => expect(api.called('POST /auth/resend-email')[0]?.body).toEqual({ email: 'ana@example.com' }));
  });
});
