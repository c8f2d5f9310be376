/** The steps every flow shares, by their URL segment. A module of its own: the step loaders (steps/step-modules.ts, in the first chunk) name them without the flows' rules. */
export const VERIFY_STEP = 'verify-email';
export const REGISTER_STEP = 'register';
