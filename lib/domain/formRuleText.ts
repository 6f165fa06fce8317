/**
 * The default text of a form-rule failure (./formRules.ts) in both languages: the `ui.required` and `ui.rules` messages
 * of the shell's catalogue, which this module imports whole.
 */
import en from '@/data/i18n/en.json';
import zh from '@/data/i18n/zh.json';
import type { Failure, Measure, TypeRule } from './formRules';

const MESSAGES = { zh: zh.ui, en: en.ui };

/** The default text of a failure, naming the field by its label: '{field}不能为空' / '{field} is required' and so on. */
export function failureText(failure: Failure, label: string, language: 'zh' | 'en'): string {
  const ui = MESSAGES[language];
  const { rule, params } = failure;
  const text =
    rule === 'required' ? ui.required
      : rule === 'type' ? ui.rules.type[params.type as TypeRule]
        : rule === 'len' || rule === 'min' || rule === 'max' || rule === 'range' ? ui.rules[rule][params.of as Measure]
          : ui.rules[rule];
  const values: Record<string, string | number> = { ...params, field: label };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}
