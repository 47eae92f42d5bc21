import styles from './BagControls.module.css';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  'aria-label': string;
  'data-testid'?: string;
}

/** Ant Design's Switch drawn as a plain button with the switch role (decision 0034); Space and Enter toggle it as any button. */
export function Switch({ checked, onChange, 'aria-label': label, 'data-testid': testId }: Props) {
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} className={`${styles.switch} ${checked ? styles.switchOn : ''}`} onClick={() => onChange(!checked)} data-testid={testId}>
      <span className={styles.switchHandle} />
    </button>
  );
}
