import { useState, type ReactNode } from 'react';
import type { LiveDevice } from '../../api/schemas';
import { env } from '../../config/env';
import { changeUnitTodo, useUnitTodoOf } from '../../data/unitTodoStore';
import { descriptionRequired, lockThrowTransition, type LockThrowEvent, type LockThrowStage } from '../../domain/lockThrow';
import { perStage } from '../../domain/perStage';
import { texts } from '../../domain/texts';
import { withLockThrow, type IssueResult } from '../../domain/unitTodo';
import { FullScreenDialog } from '../../ui/FullScreenDialog';
import { AssessStage } from './AssessStage';
import { ResultStage } from './ResultStage';
import { TroubleshootStage } from './TroubleshootStage';

interface Props {
  addressId: number;
  lock: LiveDevice;
  /** The community's deadbolt installer type (spec 01 §3). */
  installerType: string | null | undefined;
  onClose: () => void;
}

/**
 * The lock throw check of one lock (spec 02 §2, §4): each answer goes into the lock's to-do as it
 * is given; closing at any point saves the description typed so far.
 */
export function LockThrowDialog({ addressId, lock, installerType, onClose }: Props) {
  const saved = useUnitTodoOf(addressId).locksPaired.find((entry) => entry.uid === lock.uid)?.lockThrow;
  const [stage, setStage] = useState<LockThrowStage>('assess');
  const [description, setDescription] = useState(saved?.description ?? '');
  const [result, setResult] = useState<IssueResult | null>(null);
  const required = descriptionRequired(installerType, env.productName);

  function send(event: LockThrowEvent) {
    const step = lockThrowTransition(stage, event);
    const record = step.record;
    if (record) changeUnitTodo(addressId, (todo) => withLockThrow(todo, lock.uid, record));
    if (step.stage === null) onClose();
    else setStage(step.stage);
  }

  function close() {
    if (stage === 'troubleshoot') changeUnitTodo(addressId, (todo) => withLockThrow(todo, lock.uid, { description: description.trim() || null }));
    onClose();
  }

  return (
    <FullScreenDialog title={texts.lockThrow.title(lock.name || lock.model || lock.uid)} closeLabel={texts.lockThrow.close} onClose={close}>
      {perStage<LockThrowStage, ReactNode>(stage, {
        assess: () => <AssessStage onAnswer={(fine) => send({ type: fine ? 'yes' : 'no' })} />,
        troubleshoot: () => (
          <TroubleshootStage
            description={description}
            required={required}
            onDescription={setDescription}
            onResolve={(issue) => {
              setResult(issue);
              send({ type: 'resolve', result: issue, description });
            }}
          />
        ),
        result: () => <ResultStage result={result} onDone={() => send({ type: 'done' })} />,
      })}
    </FullScreenDialog>
  );
}
