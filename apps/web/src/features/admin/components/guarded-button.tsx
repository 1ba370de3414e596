import { Button, type ButtonProps, Tooltip } from '../../../ui';
import { useCanWrite } from '../use-admin-access';
import styles from './admin.module.css';

export const READ_ONLY_REASON = 'Read-only admins can view this but not change it.';

/**
 * A write control. For a read-only admin it stays visible and focusable but does nothing, with the reason in a
 * tooltip (the server refuses the write too).
 */
export function GuardedButton({ onClick, className, ...props }: ButtonProps) {
  const canWrite = useCanWrite();
  if (canWrite) return <Button onClick={onClick} className={className} {...props} />;
  return (
    <Tooltip content={READ_ONLY_REASON}>
      <Button
        {...props}
        aria-disabled
        className={`${styles.unavailable} ${className ?? ''}`}
        onClick={(e) => e.preventDefault()}
      />
    </Tooltip>
  );
}
