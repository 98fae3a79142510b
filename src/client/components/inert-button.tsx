import type { ButtonProps } from './ui/button';
import { Button } from './ui/button';
import { Tooltip } from './ui/tooltip';

/**
 * A button the spec lists without an action yet (Edit Profile, Add Studio…).
 * It stays focusable and says, in a tooltip, that it is coming, rather than failing silently.
 */
export function InertButton({
  hint = 'Coming soon',
  ...props
}: Omit<ButtonProps, 'onClick'> & { hint?: string }) {
  return (
    <Tooltip content={hint}>
      <Button variant="secondary" size="sm" {...props} />
    </Tooltip>
  );
}
