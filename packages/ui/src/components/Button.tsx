import type { ComponentPropsWithRef } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface Look {
  variant?: ButtonVariant;
  small?: boolean;
}

export function buttonClass({ variant = 'primary', small = false }: Look = {}, extra?: string): string {
  return ['nv-button', variant !== 'primary' && `nv-button--${variant}`, small && 'nv-button--small', extra].filter(Boolean).join(' ');
}

/** React 19: `ref` is a plain prop, so callers can focus the button. */
export type ButtonProps = ComponentPropsWithRef<'button'> & Look;

/** A button that is never an accidental form submit (type defaults to "button"). */
export function Button({ variant, small, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, small }, className)} {...rest} />;
}

export type LinkButtonProps = LinkProps & Look;

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export function LinkButton({ variant, small, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClass({ variant, small }, className)} {...rest} />;
}
