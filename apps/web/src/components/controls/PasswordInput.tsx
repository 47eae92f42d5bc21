import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState, type InputHTMLAttributes } from 'react';
import styles from './Field.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The eye button's name ('Show password'); pressed while the password shows. */
  toggleLabel: string;
}

/** Ant Design's Input.Password drawn plainly: a large input with the eye at its end that shows or hides the password. */
export function PasswordInput({ toggleLabel, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={styles.affix}>
      <input {...input} type={visible ? 'text' : 'password'} />
      <button type="button" className={styles.eye} aria-label={toggleLabel} aria-pressed={visible} onClick={() => setVisible(!visible)}>
        {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      </button>
    </span>
  );
}
