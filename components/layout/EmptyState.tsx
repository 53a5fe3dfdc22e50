/** A list or section with nothing to show yet says so (SPEC §8 empty states). */
export function EmptyState({ message }: { message: string }) {
  return (
    <p className="empty-state" role="status">
      {message}
    </p>
  );
}
