// A schema issue in words: our own messages as they are, valibot's generic ones rewritten to quote at most 60 characters.
import type * as v from 'valibot';
import { quote } from './refusals';

export function describeIssue(issue: v.BaseIssue<unknown>): string {
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  const what = issue.expected === null ? 'a valid value' : issue.expected.slice(0, 60);
  return `expected ${what}, got ${quote(issue.input)}`;
}
