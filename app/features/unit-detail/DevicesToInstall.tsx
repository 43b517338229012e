import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import type { DeviceToInstall, LiveDevice } from '../../api/schemas';
import { offersInclusion, todoState, type TodoState } from '../../domain/installTodo';
import { texts } from '../../domain/texts';
import { deviceTypeTodo, type UnitTodo } from '../../domain/unitTodo';

const todo: Record<TodoState, { label: string; Icon: typeof LockOutlinedIcon; color: 'disabled' | 'warning' | 'success' }> = {
  notPaired: { label: texts.unitDetail.todoNotPaired, Icon: LockOutlinedIcon, color: 'disabled' },
  pairedIncomplete: { label: texts.unitDetail.todoPairedIncomplete, Icon: PendingOutlinedIcon, color: 'warning' },
  pairedComplete: { label: texts.unitDetail.todoPairedComplete, Icon: CheckCircleIcon, color: 'success' },
};

interface Props {
  items: readonly DeviceToInstall[];
  devices: readonly LiveDevice[];
  unitTodo: UnitTodo;
  /** The tasks under an item (the lock tasks), or null for an item without tasks. */
  tasksOf: (item: DeviceToInstall) => ReactNode;
  onExpand: (deviceType: string, expanded: boolean) => void;
  /** With the yale-lock-master-codes flag: an item still to pair starts an inclusion (spec 02 §2); otherwise no button. */
  onStartInclusion?: () => void;
}

/**
 * The work ticket's devices, each as 'quantity x model' with its to-do state (app/domain/installTodo.ts);
 * an item with tasks folds them under its row, open or folded as the device type's to-do entry says.
 */
export function DevicesToInstall({ items, devices, unitTodo, tasksOf, onExpand, onStartInclusion }: Props) {
  if (items.length === 0) return null;
  return (
    <List aria-label={texts.unitDetail.devicesToInstall} subheader={<ListSubheader>{texts.unitDetail.devicesToInstall}</ListSubheader>}>
      {items.map((item) => {
        const state = todoState(item, devices, unitTodo.locksPaired);
        const { label, Icon, color } = todo[state];
        const tasks = tasksOf(item);
        const expanded = deviceTypeTodo(unitTodo, item.deviceType).expanded;
        const title = texts.unitDetail.quantityOfModel(item.quantity, item.model);
        return (
          <li key={item.id} data-todo={state}>
            <ListItem
              component="div"
              divider={!tasks || !expanded}
              secondaryAction={
                tasks && (
                  <IconButton
                    edge="end"
                    aria-expanded={expanded}
                    aria-label={`${expanded ? texts.lockTasks.hideTasks : texts.lockTasks.showTasks}: ${title}`}
                    onClick={() => onExpand(item.deviceType, !expanded)}
                  >
                    {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                  </IconButton>
                )
              }
            >
              <ListItemIcon>
                <Icon color={color} aria-hidden />
              </ListItemIcon>
              <ListItemText primary={title} secondary={label} />
            </ListItem>
            {onStartInclusion && offersInclusion(item, devices) && (
              <Box sx={{ px: 2, pb: 1 }}>
                <Button size="small" startIcon={<AddIcon />} aria-label={texts.yale.startInclusionOf(item.model)} onClick={onStartInclusion}>
                  {texts.yale.startInclusion}
                </Button>
              </Box>
            )}
            {tasks && expanded && (
              <div role="group" aria-label={texts.lockTasks.tasksOf(item.model)}>
                {tasks}
              </div>
            )}
          </li>
        );
      })}
    </List>
  );
}
