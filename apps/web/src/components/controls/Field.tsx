import type { ReactNode } from 'react';
import type { CheckBinding, TextBinding } from './useFieldForm';
import styles from './Field.module.css';

/** How a control is described: invalid while its field shows a message, which it names along with the hint. */
function described(id: string, error: string | undefined, hint: ReactNode) {
  const ids = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** The message under a field (announced, as Ant Design's form does), then its hint. */
function Help({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {error && (
        <div id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className={styles.hint}>
          {hint}
        </div>
      )}
    </>
  );
}

type Control = TextBinding['control'] & ReturnType<typeof described>;

interface FieldProps extends TextBinding {
  label: ReactNode;
  hint?: ReactNode;
  /** Draws the control (an input, or an input with a button) from what it must carry. */
  children: (control: Control) => ReactNode;
}

/** A field of Ant Design's vertical form: label above, the control, the message and the hint under it (decision 0034). */
export function Field({ control, error, label, hint, children }: FieldProps) {
  return (
    <div className={`${styles.item} ${error ? styles.itemInvalid : ''}`}>
      <label htmlFor={control.id} className={styles.label}>
        {label}
      </label>
      {children({ ...control, ...described(control.id, error, hint) })}
      <Help id={control.id} error={error} hint={hint} />
    </div>
  );
}

interface CheckFieldProps extends CheckBinding {
  children: ReactNode;
  'data-testid'?: string;
}

/** A checkbox field (Ant Design's Checkbox in a form item): the box, its label, the message under it. */
export function CheckField({ control, error, children, 'data-testid': testId }: CheckFieldProps) {
  return (
    <div className={`${styles.item} ${error ? styles.itemInvalid : ''}`}>
      <label className={styles.check}>
        <input type="checkbox" className={styles.checkbox} {...control} {...described(control.id, error, null)} data-testid={testId} />
        <span>{children}</span>
      </label>
      <Help id={control.id} error={error} />
    </div>
  );
}
