import { PASSWORD_RULE } from '@crowns/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAuthDialog } from '../auth-dialog-store';
import { ResetPasswordPage } from '../pages/reset-password-page';
import { renderDialog } from '../test/render-dialogs';

afterEach(() => closeAuthDialog());

/** The text shown with a new-password field: its hint (or placeholder) beside the input. */
const ruleShownWith = (input: HTMLElement) =>
  [input.getAttribute('placeholder'), input.closest('div')?.parentElement?.textContent].join(' ');

describe('one password rule on every form that sets a password', () => {
  it.each([
    ['Sign Up', 'signup'],
    ['Signup to Continue', 'signupToContinue'],
  ] as const)('%s shows the rule the schema checks', (_, dialog) => {
    renderDialog(dialog);
    const password = screen.getByLabelText(/^password$/i);
    expect(ruleShownWith(password)).toContain(PASSWORD_RULE);
  });

  it('the reset page shows the same rule under the new password', () => {
    const router = createMemoryRouter([{ path: '*', element: <ResetPasswordPage /> }], {
      initialEntries: ['/reset-password?token=tok-1234567890'],
    });
    render(<RouterProvider router={router} />);
    expect(ruleShownWith(screen.getByLabelText('New password'))).toContain(PASSWORD_RULE);
    expect(screen.getAllByText(PASSWORD_RULE)).toHaveLength(1);
  });
});
