import styles from './EmptyState.module.css';

/** A list or section with nothing to show yet says so (SPEC §8 empty states). */
export function EmptyState({ message }: { message: string }) {
  return (
    <p className={styles.emptyState} role="status">
      {message}
    </p>
  );
}
