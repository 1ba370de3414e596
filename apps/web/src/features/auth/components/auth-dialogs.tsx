import { MSG } from '@crowns/contracts';
import { useEffect } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { configureApi, SUSPENDED_NOTICE_KEY } from '../../../lib/api';
import { type AuthDialogState, useAuthDialog } from '../auth-dialog-store';
import { AuthModal } from './auth-modal';
import { EmailNotVerifiedDialog } from './email-not-verified-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { OtpDialog } from './otp-dialog';
import { SignupToContinueDialog } from './signup-to-continue-dialog';
import { VerifyEmailDialog } from './verify-email-dialog';
import { YouAreInDialog } from './you-are-in-dialog';

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

function OpenDialog({ name, props }: AuthDialogState) {
  const email = str(props.email);
  switch (name) {
    case 'login':
    case 'signup':
      return <AuthModal tab={name} email={email} />;
    case 'signupToContinue':
      return <SignupToContinueDialog />;
    case 'forgotPassword':
      return <ForgotPasswordDialog email={email} />;
    case 'emailSent':
      return <ForgotPasswordDialog email={email} sentMessage={str(props.message) ?? MSG.resetLinkSent} />;
    case 'emailNotVerified':
      return <EmailNotVerifiedDialog email={email} />;
    case 'verifyEmail':
      return email ? <VerifyEmailDialog email={email} /> : <AuthModal tab="login" />;
    case 'youAreIn':
      return <YouAreInDialog email={email} signedIn={props.signedIn === true} to={str(props.to)} />;
    case 'otp':
      return <OtpDialog token={str(props.token) ?? ''} email={email} />;
    default:
      return null;
  }
}

/** Lets the API client and the dialogs navigate inside the single-page app instead of reloading it. */
function RouterBridge() {
  const navigate = useNavigate();
  useEffect(() => configureApi({ navigate: (to) => void navigate(to) }), [navigate]);
  return null;
}

/** The suspension notice rides across the page load to /login in sessionStorage (spec 01 §4). */
function useSuspendedNotice() {
  useEffect(() => {
    try {
      if (!sessionStorage.getItem(SUSPENDED_NOTICE_KEY)) return;
      sessionStorage.removeItem(SUSPENDED_NOTICE_KEY);
    } catch {
      return;
    }
    toast.error(MSG.suspendedNotice, { id: 'suspended' });
  }, []);
}

/** Mounted once by the shell; renders whichever account dialog is open. */
export function AuthDialogs() {
  const state = useAuthDialog();
  const inRouter = useInRouterContext();
  useSuspendedNotice();
  return (
    <>
      {inRouter ? <RouterBridge /> : null}
      {/* Login and Sign Up are tabs of one modal: switching keeps it mounted. */}
      <OpenDialog key={state.name === 'signup' ? 'login' : (state.name ?? 'none')} {...state} />
    </>
  );
}
