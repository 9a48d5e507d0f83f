import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900 disabled:bg-brand-800/60',
  secondary: 'bg-white text-brand-900 border border-stone-300 hover:bg-stone-100',
  accent: 'bg-accent-400 text-stone-900 hover:bg-accent-500',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-stone-700 hover:bg-stone-100',
  link: 'text-brand-800 underline-offset-4 hover:underline px-0 py-0 h-auto',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClass(variant: ButtonVariant = 'primary', className?: string) {
  return clsx(
    'inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed',
    variants[variant],
    className,
  );
}

type Props = ComponentProps<'button'> & { variant?: ButtonVariant };

export function Button({ variant, className, type = 'button', ...props }: Props) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
