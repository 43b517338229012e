import type { DemoAccount } from '../../config/demoAccounts';
import { signIn } from '../../domain/texts/auth';

/** Simulator builds list their demo accounts so trainers never hunt for credentials. */
export function DemoAccounts({ accounts, onUse }: { accounts: DemoAccount[]; onUse: (account: DemoAccount) => void }) {
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts-title" className="demo-accounts">
      <h2 id="demo-accounts-title" className="demo-accounts__title">
        {signIn.demoAccounts}
      </h2>
      <table className="demo-accounts__table">
        <tbody>
          {accounts.map((account) => (
            <tr key={account.email}>
              <td>
                <strong>{account.label}</strong>
                <br />
                {account.email}
                <br />
                <span className="demo-accounts__password">{account.password}</span>
              </td>
              <td className="demo-accounts__use">
                <button type="button" className="plain-button plain-button--text" onClick={() => onUse(account)}>
                  {signIn.useAccount(account.label)}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
