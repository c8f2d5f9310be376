import type { ComponentType } from 'react';

type StepModule = Promise<{ default: ComponentType }>;

/**
 * Each step's chunk, by its id in the URL (issue 25 §2: the first step does not carry the later
 * steps' forms). The route's loader asks for the address's step alongside the page's chunk
 * (routes.tsx), and the page renders it through React.lazy, which finds it loaded. The ids are
 * model/flows.ts's, written out: importing that module would carry the rules into the router's chunk.
 */
export const STEP_MODULES: Record<string, () => StepModule> = {
  'basic-info': () => import('./basic-info-step').then((module) => ({ default: module.BasicInfoStep })),
  'verify-email': () => import('./verify-email-step').then((module) => ({ default: module.VerifyEmailStep })),
  'trade-name': () => import('./trade-name-step').then((module) => ({ default: module.TradeNameStep })),
  owner: () => import('./owner-step').then((module) => ({ default: module.OwnerStep })),
  company: () => import('./company-step').then((module) => ({ default: module.CompanyStep })),
  ceo: () => import('./ceo-step').then((module) => ({ default: module.CeoStep })),
  shareholders: () => import('./shareholders-step').then((module) => ({ default: module.ShareholdersStep })),
  documents: () => import('./documents-step').then((module) => ({ default: module.DocumentsStep })),
  contract: () => import('./contract-step').then((module) => ({ default: module.ContractStep })),
  register: () => import('./register-step').then((module) => ({ default: module.RegisterStep })),
};

/** The step an address opens (the first one when it names none), asked for without waiting; a failure is the page's to show. */
export function preloadStep(step: string | undefined): null {
  void STEP_MODULES[step ?? 'basic-info']?.().catch(() => undefined);
  return null;
}
