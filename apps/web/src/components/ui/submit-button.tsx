import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** True while the form is being sent: a spinner and `pendingLabel` replace the icon and label. */
  pending: boolean;
  pendingLabel: string;
  icon: LucideIcon;
};

/**
 * A form's submit button: its icon and label, or, while the form is being sent, a spinner and what is
 * happening. It is disabled while sending, so a form goes once.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon: Icon,
  disabled,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? <Spinner className="size-4" /> : <Icon aria-hidden="true" className="size-4" />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
