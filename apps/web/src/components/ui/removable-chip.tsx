import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/** One chosen value of a list (a tag, a mentor, a day off) as a chip, with × to take it out. */
export function RemovableChip({ children, removeLabel, onRemove }: { children: ReactNode; removeLabel: string; onRemove: () => void }) {
  return (
    <li className="flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm text-brand-900">
      {children}
      <button type="button" onClick={onRemove} aria-label={removeLabel} className="rounded-full p-1 hover:bg-brand-600 hover:text-white">
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
