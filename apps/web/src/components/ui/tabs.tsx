import { Tabs as TabsPrimitive } from 'radix-ui';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;
export const TabsContent = TabsPrimitive.Content;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={clsx('grid grid-cols-2 rounded-lg bg-stone-200 p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={clsx(
        'min-h-9 rounded-md px-3 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
