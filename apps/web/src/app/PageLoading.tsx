import styles from './page-loading.module.css';

/** A quiet centred spinner while a page's code arrives (plain CSS: Ant Design's Spin would add its code to the first load). */
export function PageLoading() {
  return (
    <div className={styles.page} aria-busy="true">
      <div className={styles.spinner} />
    </div>
  );
}
