import { createContext, useContext } from 'react';
import type { Draft, FlowValues } from '../model/draft';
import type { Flow } from '../model/flows';

export interface RegistrationContextValue<F extends Flow = Flow> {
  flow: F;
  step: string;
  draft: Draft<FlowValues<F>>;
  update: (change: (draft: Draft<FlowValues<F>>) => Draft<FlowValues<F>>) => void;
  remove: () => void;
  /** The applicant is signed in as the draft's e-mail address (uploads and the submission need it). */
  verified: boolean;
}

export const RegistrationContext = createContext<RegistrationContextValue | null>(null);

/** The flow, step and draft of the registration page around a step. */
export function useRegistration<F extends Flow>(): RegistrationContextValue<F> {
  const value = useContext(RegistrationContext);
  if (!value) throw new Error('useRegistration outside a registration page');
  return value as unknown as RegistrationContextValue<F>;
}
