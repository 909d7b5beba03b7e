// Turns zod issues into plain sentences in the request's language ("Email is required.").
// A schema may carry its own message key (z.string().min(1, 'auth.emailRequired')) resolved
// through the feature's catalogue; otherwise the issue code picks a generic sentence.
import type { z } from 'zod';
import { defineMessages, fieldLabels, httpMessages, type Catalogue, type Lang, type Translator } from './messages.ts';

type Issue = z.core.$ZodIssue;

/** Resolves feature message keys ("feature.key") that schemas carry as custom messages. */
const customResolvers = new Map<string, (lang: Lang, key: string) => string | undefined>();

export function registerValidationMessages(prefix: string, resolve: (lang: Lang, key: string) => string | undefined) {
  customResolvers.set(prefix, resolve);
}

/**
 * A feature's bilingual messages whose keys its request schemas may also carry as
 * '<prefix>.<key>' (z.string().min(1, 'cart.badQty')): defined and registered in one call.
 */
export function defineFeatureMessages<K extends string>(prefix: string, catalogue: Catalogue<K>): Translator<K> {
  const t = defineMessages(catalogue);
  registerValidationMessages(prefix, (lang, key) => (key in catalogue.en ? t(lang, key as K) : undefined));
  return t;
}

function label(lang: Lang, path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string') as string | undefined;
  if (!last) return lang === 'ar' ? 'القيمة' : 'Value';
  const known = (fieldLabels.catalogue.en as Record<string, string>)[last];
  return known ? fieldLabels(lang, last as keyof typeof fieldLabels.catalogue.en) : last;
}

function customMessage(lang: Lang, message: string): string | undefined {
  const dot = message.indexOf('.');
  if (dot <= 0) return undefined;
  const resolver = customResolvers.get(message.slice(0, dot));
  return resolver?.(lang, message.slice(dot + 1));
}

export function issueMessage(issue: Issue, lang: Lang): string {
  const custom = customMessage(lang, issue.message);
  if (custom) return custom;
  const field = label(lang, issue.path);
  const t = (key: keyof typeof httpMessages.catalogue.en, extra: Record<string, string | number> = {}) =>
    httpMessages(lang, key, { field, ...extra });
  switch (issue.code) {
    case 'invalid_type': {
      if (/received undefined|received null/.test(issue.message)) return t('required');
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return t('mustBeNumber');
      if (issue.expected === 'string') return t('mustBeText');
      if (issue.expected === 'boolean') return t('mustBeBoolean');
      if (issue.expected === 'array') return t('mustBeList');
      return t('invalid');
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? t('required') : t('tooShortText', { min });
      if (issue.origin === 'array') return min <= 1 ? t('atLeastOne') : t('tooFewItems', { min });
      return t('tooSmallNumber', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('tooLongText', { max });
      if (issue.origin === 'array') return t('tooManyItems', { max });
      return t('tooBigNumber', { max });
    }
    case 'invalid_value':
      return t('oneOf', { values: issue.values.map(String).join(', ') });
    case 'invalid_format':
      return issue.format === 'email' ? t('badEmail') : t('badFormat');
    case 'not_multiple_of':
      return t('mustBeInteger');
    case 'unrecognized_keys':
      return httpMessages(lang, 'unknownField', { field: issue.keys.join(', ') });
    default:
      return t('invalid');
  }
}

export function issuesToMessages(issues: readonly Issue[], lang: Lang): string[] {
  return [...new Set(issues.map((i) => issueMessage(i, lang)))];
}
