import type { Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * Issue 34 §8: a journey fails on any 4xx or 5xx answer, console error or uncaught error that
 * the test does not expect (`expected`, matched against "<status> <method> <path>" and against
 * "console: <text> (<url>)", so that one pattern allows a refusal and the browser's line about it).
 * The browserErrors fixture only prints such things when a test fails for another reason.
 */
export function watchBrowserProblems(page: Page, expected: readonly RegExp[] = []) {
  const problems: string[] = [];
  const note = (problem: string) => {
    if (!expected.some((pattern) => pattern.test(problem))) problems.push(problem);
  };
  page.on('response', (response) => {
    if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  return {
    /** No unexpected problem so far (`when` names the point of the journey in the failure). */
    expectNone(when: string): void {
      expect(problems, `4xx, 5xx or console errors by ${when}`).toEqual([]);
    },
  };
}
