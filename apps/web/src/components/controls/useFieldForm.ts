import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { NamePath } from 'antd/es/form/interface';
import type { FieldCheck, FieldForm } from '../../lib/form-rules';

type Values = Record<string, string | boolean>;
type Name<V> = keyof V & string;

/** What a field hands its control (`Field`, `CheckField`) and the message to show under it. */
export interface TextBinding {
  control: { id: string; name: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  error?: string;
}
export interface CheckBinding {
  control: { id: string; name: string; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
  error?: string;
}

/**
 * A plain form's values and the message under each field, with Ant Design's Form behaviour: a
 * field is checked on every change, all fields on submit, and the submit handler runs only when
 * every check passes (the first failing field then takes the focus, so its message is read out).
 * It is a `FieldForm`, so `useFeedback` sends codes and puts the server's answers on its fields as
 * it does on Ant Design's forms. For shopping pages, whose first load has no room for Form (decision 0034).
 */
export function useFieldForm<V extends Values>(initial: V, checks: { [K in Name<V>]?: FieldCheck }) {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  // Read at once after a change, as Ant Design's form store is (a Send button reads the e-mail typed just before).
  const current = useRef(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const shown = useRef(errors);
  const show = (messages: Partial<Record<string, string>>) => {
    shown.current = { ...shown.current, ...messages };
    setErrors(shown.current);
  };
  // Each field's latest check: an older one answering later (a rule still loading) must not overwrite it.
  const runs = useRef<Record<string, number>>({});

  const idOf = (name: string) => `${prefix}${name}`;
  // Ant Design names a field by a path; these forms' fields are flat.
  const key = (name: NamePath) => [name].flat().join('.');

  async function validate(name: string): Promise<string | null> {
    const run = (runs.current[name] = (runs.current[name] ?? 0) + 1);
    const message = (await checks[name as Name<V>]?.(current.current[name])) ?? null;
    if (runs.current[name] === run) show({ [name]: message ?? undefined });
    return message;
  }

  function set(name: Name<V>, value: string | boolean) {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    void validate(name);
  }

  const form: FieldForm = {
    getFieldValue: (name) => current.current[key(name)],
    // Ant Design's validateFields() or validateFields(names): every field, or the named ones.
    async validateFields(names?: NamePath[] | object) {
      const keys = Array.isArray(names) ? names.map(key) : Object.keys(checks);
      const messages = await Promise.all(keys.map(validate));
      const errorFields = keys.flatMap((name, i) => (messages[i] ? [{ name, errors: [messages[i]] }] : []));
      if (errorFields.length > 0) throw Object.assign(new Error('invalid fields'), { errorFields });
      return current.current;
    },
    // Only this form's fields: a server's answer about another field is then toasted (useFeedback).
    setFields: (fields) => show(Object.fromEntries(fields.filter((f) => key(f.name) in initial).map((f) => [key(f.name), f.errors?.[0]]))),
    getFieldError: (name) => [shown.current[key(name)] ?? []].flat(),
    scrollToField(name) {
      const control = document.getElementById(idOf(key(name)));
      control?.focus({ preventScroll: true });
      control?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    },
  };

  return {
    ...form,
    text: (name: Name<V>): TextBinding => ({
      control: { id: idOf(name), name, value: String(values[name] ?? ''), onChange: (event) => set(name, event.target.value) },
      error: errors[name],
    }),
    checkbox: (name: Name<V>): CheckBinding => ({
      control: { id: idOf(name), name, checked: values[name] === true, onChange: (event) => set(name, event.target.checked) },
      error: errors[name],
    }),
    /** The form's onSubmit: checks every field, then hands the values over. */
    onSubmit: (submit: (values: V) => void) => (event: FormEvent) => {
      event.preventDefault();
      form.validateFields().then(
        () => submit(current.current),
        (failure: { errorFields: { name: string }[] }) => form.scrollToField(failure.errorFields[0]!.name),
      );
    },
  };
}
