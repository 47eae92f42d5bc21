import styles from './Controls.module.css';

/** Grey shimmering lines while something loads (Ant Design's `<Skeleton active title={false} />` without its code). */
export function LineSkeleton({ rows }: { rows: number }) {
  return (
    <ul className={styles.skeleton} aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} />
      ))}
    </ul>
  );
}
