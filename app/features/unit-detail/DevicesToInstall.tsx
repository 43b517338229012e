import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { DeviceToInstall, LiveDevice } from '../../api/schemas';
import { todoState, type TodoState } from '../../domain/installTodo';
import { texts } from '../../domain/texts';
import type { LockTodo } from '../../domain/unitTodo';

const todo: Record<TodoState, { label: string; Icon: typeof LockOutlinedIcon; color: 'disabled' | 'warning' | 'success' }> = {
  notPaired: { label: texts.unitDetail.todoNotPaired, Icon: LockOutlinedIcon, color: 'disabled' },
  pairedIncomplete: { label: texts.unitDetail.todoPairedIncomplete, Icon: PendingOutlinedIcon, color: 'warning' },
  pairedComplete: { label: texts.unitDetail.todoPairedComplete, Icon: CheckCircleIcon, color: 'success' },
};

interface Props {
  items: readonly DeviceToInstall[];
  devices: readonly LiveDevice[];
  locks: readonly LockTodo[];
}

/** The work ticket's devices, each as 'quantity x model' with its to-do state (app/domain/installTodo.ts). */
export function DevicesToInstall({ items, devices, locks }: Props) {
  if (items.length === 0) return null;
  return (
    <List aria-label={texts.unitDetail.devicesToInstall} subheader={<ListSubheader>{texts.unitDetail.devicesToInstall}</ListSubheader>}>
      {items.map((item) => {
        const state = todoState(item, devices, locks);
        const { label, Icon, color } = todo[state];
        return (
          <ListItem key={item.id} divider data-todo={state}>
            <ListItemIcon>
              <Icon color={color} aria-hidden />
            </ListItemIcon>
            <ListItemText primary={texts.unitDetail.quantityOfModel(item.quantity, item.model)} secondary={label} />
          </ListItem>
        );
      })}
    </List>
  );
}
