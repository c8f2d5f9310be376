import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { REGISTER_STEP, VERIFY_STEP } from '../model/step-ids';

/**
 * Each step's code, loaded when the step is wanted: a step's fields (the shareholders' table, the
 * name's availability, the contract) stay out of the steps before it. `preloadStep` asks for a
 * step's chunk as the portal starts (app/preload-route.ts, beside the registration page's own)
 * and for the next step's once the applicant starts on the current one.
 */
const STEP_LOADERS: Readonly<Record<string, () => Promise<ComponentType>>> = {
  'basic-info': () => import('./basic-info-step').then((module) => module.BasicInfoStep),
  [VERIFY_STEP]: () => import('./verify-email-step').then((module) => module.VerifyEmailStep),
  'trade-name': () => import('./trade-name-step').then((module) => module.TradeNameStep),
  owner: () => import('./owner-step').then((module) => module.OwnerStep),
  company: () => import('./company-step').then((module) => module.CompanyStep),
  ceo: () => import('./ceo-step').then((module) => module.CeoStep),
  shareholders: () => import('./shareholders-step').then((module) => module.ShareholdersStep),
  documents: () => import('./documents-step').then((module) => module.DocumentsStep),
  contract: () => import('./contract-step').then((module) => module.ContractStep),
  [REGISTER_STEP]: () => import('./register-step').then((module) => module.RegisterStep),
};

export const isStep = (id: string): boolean => id in STEP_LOADERS;

const loadedSteps = new Map<string, ComponentType>();
const loadingSteps = new Map<string, Promise<ComponentType>>();

export function preloadStep(id: string): Promise<unknown> {
  const load = STEP_LOADERS[id];
  if (!load) return Promise.resolve();
  let loading = loadingSteps.get(id);
  // The server's renderer asks every time: it announces the chunks of the imports each page makes (entry-server.tsx).
  if (!loading || import.meta.env.SSR) {
    loading = load().then((component) => {
      loadedSteps.set(id, component);
      return component;
    });
    // A failed download may be retried (the next render asks again).
    loading.catch(() => loadingSteps.delete(id));
    loadingSteps.set(id, loading);
  }
  return loading;
}

/**
 * The step, or null while its code loads. Not React.lazy: a step already loaded renders at once,
 * without a Suspense fallback (React holds back the content that replaces a fallback for up to
 * 300 ms). A failed download is thrown to the route's error page. `key` remounts the step's form
 * when the flow or the step changes.
 */
export function useStep(id: string, key: string): ReactElement | null {
  const [, setSettled] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const component = loadedSteps.get(id) ?? null;
  useEffect(() => {
    if (component) return;
    let current = true;
    preloadStep(id).then(
      () => current && setSettled((n) => n + 1),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [id, component]);
  if (failure) throw failure;
  return component ? createElement(component, { key }) : null;
}
