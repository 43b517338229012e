import { createContext, useContext } from 'react';
import { noExtras, type RuntimeExtras } from './runtime';

export const RuntimeContext = createContext<RuntimeExtras>(noExtras);

export function useRuntime(): RuntimeExtras {
  return useContext(RuntimeContext);
}
