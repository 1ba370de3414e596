import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type Route } from '../../../test/mock-api';
import { renderPage } from '../cards/test/render';
import { ReportDialog } from './report-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
});

const REASONS = ok({
  data: [
    { id: 1, name: 'Inappropriate content' },
    { id: 2, name: 'Spam or scam' },
  ],
});

function setup(routes: Record<string, Route> = {}) {
  const api = mockApi({
    'GET /utils/report-category': REASONS,
    'POST /report': ok({ message: 'Reported' }),
    ...routes,
  });
  const onClose = vi.fn();
  const r = renderPage(<ReportDialog modelName="bounty" modelId={5} onClose={onClose} />);
  return { ...r, api, onClose };
}

describe('Report an Issue', () => {
  it('lists the reasons from GET /utils/report-category', async () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Report an Issue' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Inappropriate content' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Spam or scam' })).toBeInTheDocument();
  });

  it("says 'Please select an issue' and \"Details can't be empty\" and sends nothing", async () => {
    const r = setup();
    await screen.findByRole('radio', { name: 'Spam or scam' });
    await r.user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByText('Please select an issue')).toBeInTheDocument();
    expect(screen.getByText("Details can't be empty")).toBeInTheDocument();
    await r.user.click(screen.getByRole('radio', { name: 'Spam or scam' }));
    expect(screen.queryByText('Please select an issue')).not.toBeInTheDocument();
    await r.user.type(screen.getByRole('textbox', { name: 'Details' }), '   ');
    await r.user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(screen.getByText("Details can't be empty")).toBeInTheDocument();
    expect(r.api.called('POST /report')).toHaveLength(0);
  });

  it('counts the details and stops at 150 characters', async () => {
    const r = setup();
    const details = screen.getByRole('textbox', { name: 'Details' });
    await r.user.type(details, 'Fake link');
    expect(screen.getByText('9/150')).toBeInTheDocument();
    await r.user.clear(details);
    await r.user.click(details);
    await r.user.paste('x'.repeat(160));
    expect(details).toHaveValue('x'.repeat(150));
    expect(screen.getByText('150/150')).toBeInTheDocument();
  });

  it("POSTs {details, category, model_name, model_id}, toasts 'Reported' and shows Report Submitted", async () => {
    const r = setup();
    await r.user.click(await screen.findByRole('radio', { name: 'Spam or scam' }));
    await r.user.type(screen.getByRole('textbox', { name: 'Details' }), '  The link is a scam ');
    await r.user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report Submitted' })).toBeInTheDocument();
    expect(r.api.called('POST /report')[0]!.body).toEqual({
      details: 'The link is a scam',
      category: 2,
      model_name: 'bounty',
      model_id: 5,
    });
    expect(await screen.findByText('Reported')).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Done' }));
    expect(r.onClose).toHaveBeenCalled();
  });

  it('a failure closes the dialog and toasts the server message', async () => {
    const r = setup({ 'POST /report': fail(400, 'You already reported this.') });
    await r.user.click(await screen.findByRole('radio', { name: 'Inappropriate content' }));
    await r.user.type(screen.getByRole('textbox', { name: 'Details' }), 'Nope');
    await r.user.click(screen.getByRole('button', { name: 'Submit Report' }));
    await waitFor(() => expect(r.onClose).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('You already reported this.')).toBeInTheDocument();
  });
});
