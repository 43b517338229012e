import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DemoAccount } from '../../config/runtime';
import { texts } from '../../domain/texts';

/** Simulator builds list their demo accounts so trainers never hunt for credentials. */
export function DemoAccounts({ accounts, onUse }: { accounts: DemoAccount[]; onUse: (account: DemoAccount) => void }) {
  if (accounts.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="demo-accounts-title" sx={{ p: 2, mt: 3 }}>
      <Typography id="demo-accounts-title" variant="subtitle1" component="h2" gutterBottom>
        {texts.signIn.demoAccounts}
      </Typography>
      <Table size="small">
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.email}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{account.label}</Typography>
                <Typography variant="body2">{account.email}</Typography>
                <Typography variant="body2" color="text.secondary">{account.password}</Typography>
              </TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => onUse(account)}>
                  {texts.signIn.useAccount(account.label)}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
