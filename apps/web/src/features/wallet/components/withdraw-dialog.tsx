import { useRefreshMoney } from '../../../lib/refresh-money';
import { Dialog } from '../../../ui/dialog';
import { clearWithdrawDraft } from '../withdraw-draft';
import { closeWithdrawDialog, useWithdrawDialog } from '../withdraw-store';
import { WithdrawFlow } from './withdraw-flow';

/** The Withdraw dialog (issue 13), opened with openWithdrawDialog(); closing refreshes the wallet and history. */
export function WithdrawDialog() {
  const { open, start, opening } = useWithdrawDialog();
  const refresh = useRefreshMoney();
  const close = () => {
    closeWithdrawDialog();
    clearWithdrawDraft();
    void refresh();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Withdraw"
      description="Cash out the crowns you earned to a bank account, a debit card or a gift card."
      size="md"
    >
      {open ? <WithdrawFlow key={opening} start={start} onClose={close} /> : null}
    </Dialog>
  );
}
